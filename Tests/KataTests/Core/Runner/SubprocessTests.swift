import Foundation
@testable import KataRunnerCore
import Testing

#if os(Linux)
import Glibc

/// A child that Foundation failed to reap stays a zombie, and `Process.isRunning` stays `true`:
/// kata-runner once waited for ever on a grader that had crashed while its backtracer hung. The
/// runner reaps such a child itself, from what `/proc` says of it.
@Suite("Subprocess: a child nobody reaped is reaped, never waited on for ever")
struct SubprocessTests {
    @Test("A child that exited but was not reaped is reaped, with its exit code; a running one is left alone")
    func reapsZombie() throws {
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", "exit 3"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #expect(posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0)
        var since: Date?
        var reaped: (code: Int32, signaled: Bool)?
        let end = Date().addingTimeInterval(5)
        while reaped == nil, Date() < end {
            reaped = Subprocess.reapedZombie(pid, since: &since, grace: 0)
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(reaped?.code == 3)
        #expect(reaped?.signaled == false)
        var ownSince: Date?
        #expect(Subprocess.reapedZombie(getpid(), since: &ownSince, grace: 0) == nil, "a running process is no zombie")
    }
}
#endif
