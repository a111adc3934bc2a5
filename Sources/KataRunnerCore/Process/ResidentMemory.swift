import Foundation

/// How much memory a running process holds, and how much a check may hold before it is stopped.
public enum ResidentMemory {
    /// The most memory a check's process may hold: a quarter of the memory it may use (the
    /// machine's, or a container's cgroup limit when lower), between 512 MB and 2 GB (a check
    /// of the reference solution holds about 100 MB), so code that allocates without end is
    /// stopped before the machine swaps or the kernel kills it. Code that allocates slowly is
    /// stopped by the stall timeout first, as a loop that never ends.
    ///
    /// `KATA_MEMORY_LIMIT_MB` sets it instead (128 at least), for a machine where memory fills
    /// slowly, or a test of the limit itself.
    public static var checkLimit: Int {
        if let megabytes = ProcessInfo.processInfo.environment["KATA_MEMORY_LIMIT_MB"].flatMap(Int.init), megabytes >= 128 {
            return megabytes << 20
        }
        let machine = Int(clamping: ProcessInfo.processInfo.physicalMemory)
        let available = containerLimit.map { min($0, machine) } ?? machine
        return min(max(available / 4, 512 << 20), 2 << 30)
    }

    /// The memory limit of the container the runner is in (cgroup v2's `memory.max`), if one is set.
    static var containerLimit: Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/sys/fs/cgroup/memory.max", encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        #else
        return nil
        #endif
    }

    /// Where a process's resident memory is read from.
    public enum Source: Sendable {
        /// Linux's `/proc/<pid>/statm`: cheap, read at every look.
        case proc
        /// `ps -o rss=`, which macOS and Linux both have: a process of its own, so read at most
        /// four times a second.
        case ps

        /// The source this system reads best: `/proc` on Linux, `ps` elsewhere.
        public static var native: Source {
            #if os(Linux)
            .proc
            #else
            .ps
            #endif
        }
    }

    /// Watches one process's resident memory, reading it as often as its source allows.
    public struct Watch {
        /// The process watched.
        public let pid: Int32
        /// Where its memory is read from.
        public let source: Source
        private var lastRead = Date.distantPast
        private var lastBytes: Int?

        /// Starts watching `pid` through `source`.
        public init(pid: Int32, source: Source = .native) {
            self.pid = pid
            self.source = source
        }

        /// The process's resident memory in bytes, as last read; `nil` when it cannot be read.
        public mutating func bytes() -> Int? {
            switch source {
            case .proc:
                return ResidentMemory.bytes(of: pid)
            case .ps:
                if Date().timeIntervalSince(lastRead) >= 0.25 {
                    lastRead = Date()
                    lastBytes = ResidentMemory.bytesFromPS(of: pid)
                }
                return lastBytes
            }
        }
    }

    /// The resident memory of process `pid`, in bytes, from Linux's `/proc`; `nil` where there
    /// is no `/proc` (``Watch`` reads it through `ps` there).
    public static func bytes(of pid: Int32) -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }

    /// The resident memory of process `pid`, in bytes, as `ps` reports it (in kilobytes); `nil`
    /// when `ps` cannot be run, knows no such process, or takes more than a second (so a stuck
    /// `ps` never holds up the check's own timeout).
    static func bytesFromPS(of pid: Int32) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-o", "rss=", "-p", "\(pid)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int(text).map { $0 << 10 }
    }

    /// A size as a person reads it: "2.0 GB", "512 MB".
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 30
            ? String(format: "%.1f GB", Double(bytes) / Double(1 << 30))
            : "\(bytes >> 20) MB"
    }
}
