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

    /// The resident memory of process `pid`, in bytes; `nil` where the system does not say
    /// (on Linux it is read from `/proc`; elsewhere the cap is not applied).
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

    /// A size as a person reads it: "2.0 GB", "512 MB".
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 30
            ? String(format: "%.1f GB", Double(bytes) / Double(1 << 30))
            : "\(bytes >> 20) MB"
    }
}
