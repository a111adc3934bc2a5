import Foundation
#if os(Linux)
import Glibc
#endif

/// Sends a signal to the thread of another process that is busy on the processor, so that the
/// Swift runtime's backtracer, which shows the thread a signal lands on, shows where a hung
/// check loops rather than an idle thread.
///
/// On Linux it reads each thread's processor time in `/proc/<pid>/task` twice, a moment apart,
/// and signals the thread that used the most with `tgkill`. Where that is not possible (another
/// system, or no thread busy because the code waits forever), the whole process gets the signal.
public enum ThreadSignal {
    /// Signals the busiest thread of `pid`, or the process when none can be told apart.
    public static func sendToBusiestThread(of pid: pid_t, signal: Int32) {
        #if os(Linux)
        if let thread = busiestThread(of: pid), let tgkill {
            if tgkill(Int(tgkillNumber), pid, thread, signal) == 0 {
                return
            }
        }
        #endif
        kill(pid, signal)
    }

    #if os(Linux)
    /// The thread whose processor time grew most over a short look, if any grew.
    static func busiestThread(of pid: pid_t) -> pid_t? {
        let before = processorTimes(of: pid)
        Thread.sleep(forTimeInterval: 0.05)
        let after = processorTimes(of: pid)
        let grown = after.compactMap { thread, ticks in
            before[thread].map { (thread, ticks - $0) }
        }
        guard let busiest = grown.max(by: { $0.1 < $1.1 }), busiest.1 > 0 else { return nil }
        return busiest.0
    }

    /// Each thread's user and system time, in clock ticks, from `/proc/<pid>/task/<tid>/stat`.
    static func processorTimes(of pid: pid_t) -> [pid_t: Int] {
        let tasks = "/proc/\(pid)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        var times: [pid_t: Int] = [:]
        for name in threads {
            guard let thread = pid_t(name),
                  let stat = try? String(contentsOfFile: "\(tasks)/\(name)/stat", encoding: .utf8),
                  let nameEnd = stat.range(of: ")", options: .backwards) else { continue }
            let fields = stat[nameEnd.upperBound...].split(separator: " ")
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { continue }
            times[thread] = user + system
        }
        return times
    }

    /// `syscall(2)`, which Swift cannot call directly because it is variadic; every argument here is an integer.
    private typealias Syscall = @convention(c) (Int, pid_t, pid_t, Int32) -> Int32

    /// `syscall` from the C library, called as `tgkill`.
    private static let tgkill: Syscall? = dlsym(nil, "syscall").map { unsafeBitCast($0, to: Syscall.self) }

    /// The number of the `tgkill` system call.
    #if arch(x86_64)
    private static let tgkillNumber = 234
    #elseif arch(arm64)
    private static let tgkillNumber = 131
    #else
    private static let tgkillNumber = -1
    #endif
    #endif
}
