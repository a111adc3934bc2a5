#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import KataRunnerCore
import Synchronization

/// Keeps what the learner's code prints during a check in a file of that check's own, for
/// kata-runner to show under the check, and names an `exit()` during a check as such.
///
/// kata-runner names the folder in `KATA_OUTPUT_DIR` (``CheckOutput/folderVariable``); a run
/// without it, such as `swift test`, prints as usual.
enum OutputCapture {
    /// Whether a check is running, for the exit handler.
    private static let checkRunning = Atomic<Bool>(false)
    /// Whether the exit handler is installed.
    private static let handlerInstalled = Atomic<Bool>(false)
    /// The name of the check running, for its report.
    static let currentCheck = Mutex<String?>(nil)

    /// Runs `body`, its standard output kept in the check's file when kata-runner asked for it.
    static func capturing(check name: String, _ body: () -> Void) {
        guard let folder = ProcessInfo.processInfo.environment[CheckOutput.folderVariable] else {
            body()
            return
        }
        installExitHandler()
        currentCheck.withLock { $0 = name }
        defer { currentCheck.withLock { $0 = nil } }
        let path = CheckOutput.file(for: name, in: URL(fileURLWithPath: folder)).path
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard saved >= 0, file >= 0 else {
            body()
            return
        }
        dup2(file, STDOUT_FILENO)
        close(file)
        checkRunning.store(true, ordering: .sequentiallyConsistent)
        body()
        checkRunning.store(false, ordering: .sequentiallyConsistent)
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }

    /// At exit during a check, says so on standard error with the stack, one frame a line, for
    /// kata-runner to find the learner's line that ended the process; then raises the signal
    /// that makes the runtime print its own backtrace. At `abort()` during a check, the same,
    /// then the runtime's own handler runs as it would have.
    private static func installExitHandler() {
        guard !handlerInstalled.exchange(true, ordering: .sequentiallyConsistent) else { return }
        atexit {
            guard OutputCapture.checkRunning.load(ordering: .sequentiallyConsistent) else { return }
            OutputCapture.writeStack(after: CheckOutput.exitMarker)
            raise(Backtrace.interruptSignal)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if OutputCapture.checkRunning.load(ordering: .sequentiallyConsistent) {
                OutputCapture.writeStack(after: CheckOutput.abortMarker)
            }
            // The runtime's handler takes the signal, pending until this one returns.
            sigaction(SIGABRT, &OutputCapture.runtimeAbortAction, nil)
            raise(SIGABRT)
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGABRT, &action, &runtimeAbortAction)
    }

    /// What handled SIGABRT before the grader's handler: the runtime's backtracer.
    nonisolated(unsafe) private static var runtimeAbortAction = sigaction()

    /// Writes `marker` to standard error, then the stack, one frame a line.
    private static func writeStack(after marker: String) {
        fflush(nil)
        let frames = Thread.callStackSymbols.map { CheckOutput.endFramePrefix + $0 }
        FileHandle.standardError.write(Data(([marker] + frames).joined(separator: "\n").utf8 + [0x0A]))
    }
}
