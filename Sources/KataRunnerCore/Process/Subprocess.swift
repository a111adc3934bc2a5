import Foundation

/// Runs a program to completion, or until a deadline, with its output captured in files.
///
/// Output goes to temporary files rather than pipes, so a chatty program can never block on a
/// full pipe while we wait for it.
public enum Subprocess {
    /// How a run ended.
    public struct Outcome: Sendable {
        /// The exit code, or the signal number when ``crashed`` is true.
        public var status: Int32
        /// Whether the program died of a signal (a trap, `fatalError`, a crash).
        public var crashed: Bool
        /// Whether the deadline passed and the program was stopped.
        public var timedOut: Bool
        /// Whether the program held more memory than its limit and was stopped.
        public var exceededMemory: Bool = false
        /// What the program wrote to standard output.
        public var standardOutput: String
        /// What the program wrote to standard error.
        public var standardError: String

        /// Whether the program exited by itself with code 0.
        public var succeeded: Bool {
            status == 0 && !crashed && !timedOut
        }
    }

    /// Runs `executable` with `arguments` in `directory`, stopping it after `timeout` seconds;
    /// with `progressFiles`, the timeout counts from the last time one of them grew.
    ///
    /// A program that runs out of time, or holds more than `memoryLimit` bytes, gets
    /// `interruptSignal`, sent to its busiest thread (SIGTRAP makes a Swift program print that
    /// thread's backtrace), then up to `interruptGrace` seconds to end or to write
    /// `interruptDone` to its error output (two seconds without a word is enough to give up),
    /// then SIGKILL. `memorySource` is where its memory is read from (`/proc` on Linux, `ps`
    /// elsewhere). `onOutput`, if given, is called every `interval` seconds while the program
    /// runs with the last few kilobytes of its standard output, for a progress line.
    public static func run(
        _ executable: URL,
        arguments: [String],
        environment: [String: String],
        directory: URL,
        timeout: TimeInterval? = nil,
        progressFiles: [URL] = [],
        interruptSignal: Int32 = SIGTERM,
        interruptGrace: TimeInterval = 1,
        interruptDone: String? = nil,
        memoryLimit: Int? = nil,
        memorySource: ResidentMemory.Source = .native,
        outputEvery interval: TimeInterval = 5,
        onOutput: ((String) -> Void)? = nil
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kata-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let started = Date()

        var timedOut = false
        var exceededMemory = false
        var deadline = timeout.map { Date().addingTimeInterval($0) }
        var progressSize = -1
        var memory = ResidentMemory.Watch(pid: process.processIdentifier, source: memorySource)
        var lastOutput = Date()
        var zombieSince: Date?
        var stopped = false
        func outcome(status: Int32, signaled: Bool) -> Outcome {
            Outcome(
                status: status,
                crashed: signaled && !timedOut && !exceededMemory,
                timedOut: timedOut,
                exceededMemory: exceededMemory,
                standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
            )
        }
        while process.isRunning {
            if let status = reapedZombie(process.processIdentifier, since: &zombieSince) {
                return outcome(status: status.code, signaled: status.signaled)
            }
            if let onOutput, Date().timeIntervalSince(lastOutput) >= interval {
                lastOutput = Date()
                onOutput(tail(of: outURL))
            }
            if let timeout, !progressFiles.isEmpty {
                let size = progressFiles.map(fileSize).reduce(0, +)
                if size != progressSize {
                    progressSize = size
                    deadline = Date().addingTimeInterval(timeout)
                }
            }
            if !stopped, let memoryLimit, let held = memory.bytes(), held > memoryLimit {
                exceededMemory = true
            }
            if !stopped, exceededMemory || deadline.map({ Date() > $0 }) == true {
                stopped = true
                timedOut = !exceededMemory
                ThreadSignal.sendToBusiestThread(of: process.processIdentifier, signal: interruptSignal)
                let grace = Date().addingTimeInterval(interruptGrace)
                var errorSize = fileSize(errURL)
                var lastGrowth = Date()
                while process.isRunning, Date() < grace, !endsWith(errURL, marker: interruptDone), Date().timeIntervalSince(lastGrowth) < 2 {
                    Thread.sleep(forTimeInterval: 0.01)
                    let size = fileSize(errURL)
                    if size != errorSize {
                        errorSize = size
                        lastGrowth = Date()
                    }
                }
                if process.isRunning {
                    kill(process.processIdentifier, SIGKILL)
                }
                continue
            }
            // Short runs (a kata 7 suite against one broken coordinator takes 20 ms) are seen to end
            // within a millisecond; after 50 ms, every 5 ms leaves the cores to the program.
            Thread.sleep(forTimeInterval: Date().timeIntervalSince(started) < 0.05 ? 0.001 : 0.005)
        }
        process.waitUntilExit()
        return outcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal)
    }

    /// How long a program may stay a zombie before it is reaped here: Foundation reaps its
    /// children in milliseconds, but on Linux it can miss one (seen after a crash whose
    /// backtracer hung), and would then report it running for ever.
    private static let zombieGrace: TimeInterval = 2

    /// The exit code or signal of a program that has ended but that Foundation has not reaped
    /// for `grace` seconds, reaped now; `nil` while it runs, or where `/proc` cannot tell.
    static func reapedZombie(_ pid: Int32, since: inout Date?, grace: TimeInterval = zombieGrace) -> (code: Int32, signaled: Bool)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")"),
              stat[stat.index(after: close)...].split(separator: " ").first == "Z" else {
            since = nil
            return nil
        }
        guard let first = since else {
            since = Date()
            return nil
        }
        guard Date().timeIntervalSince(first) >= grace else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        let signal = status & 0x7f
        return signal != 0 ? (signal, true) : ((status >> 8) & 0xff, false)
    }

    /// The size of a file, or -1 when it cannot be read.
    private static func fileSize(_ url: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? -1
    }

    /// Whether the last few kilobytes of a file hold `marker`; never, without a marker.
    private static func endsWith(_ url: URL, marker: String?) -> Bool {
        guard let marker else { return false }
        return tail(of: url).contains(marker)
    }

    /// The last four kilobytes of a file, as text; empty when it cannot be read.
    private static func tail(of url: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 4096 ? size - 4096 : 0)
        return (try? handle.readToEnd()).flatMap { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The `swift` driver on the `PATH`, through `/usr/bin/env`.
    public static let env = URL(fileURLWithPath: "/usr/bin/env")
}
