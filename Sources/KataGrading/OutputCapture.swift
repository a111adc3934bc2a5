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
    /// that makes the runtime print its own backtrace.
    private static func installExitHandler() {
        guard !handlerInstalled.exchange(true, ordering: .sequentiallyConsistent) else { return }
        atexit {
            guard OutputCapture.checkRunning.load(ordering: .sequentiallyConsistent) else { return }
            fflush(nil)
            let frames = Thread.callStackSymbols.map { CheckOutput.exitFramePrefix + $0 }
            FileHandle.standardError.write(Data(([CheckOutput.exitMarker] + frames).joined(separator: "\n").utf8 + [0x0A]))
            raise(Backtrace.interruptSignal)
        }
    }
}
