import Foundation
import KataRunnerCore
import Synchronization
import Testing

@Suite("kata-runner: the first build says how far it has come")
struct BuildProgressTests {
    @Test("The last step counter of swift build's output is read; output without one gives none")
    func readsTheLastCounter() {
        let output = "[1/980] Write sources\n[411/980] Compiling Kata UIView.swift\n[412/980] Compiling Kata UIWindow.swift\n"
        #expect(BuildProgress(lastIn: output) == BuildProgress(lastIn: "[412/980]"))
        #expect(BuildProgress(lastIn: output)?.sentence == "Still building: 412 of 980 steps.")
        #expect(BuildProgress(lastIn: "Building for debugging...") == nil)
        #expect(BuildProgress(lastIn: "[3/0] nothing") == nil)
    }

    @Test("A running program's output is handed over while it runs, for a progress line")
    func outputWhileRunning() throws {
        let seen = Mutex<[String]>([])
        let outcome = try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "echo '[1/3] one'; sleep 0.3; echo '[2/3] two'; sleep 0.3; echo '[3/3] three'"],
            environment: [:],
            directory: URL(fileURLWithPath: NSTemporaryDirectory()),
            outputEvery: 0.1,
            onOutput: { output in seen.withLock { $0.append(output) } }
        )
        #expect(outcome.succeeded)
        let steps = seen.withLock { $0 }.compactMap { BuildProgress(lastIn: $0)?.done }
        #expect(steps.contains(1) && steps.contains(2), "seen while running: \(steps)")
    }
}
