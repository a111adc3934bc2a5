import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: a crash or a hang loses no other check")
struct GradingSessionTests {
    let kata = Kata(number: 1, slug: "onboarding", title: "Fake", module: "G", lessonFile: "x.md")

    func session(mode: String, stallTimeout: TimeInterval = 10) -> GradingSession {
        GradingSession(
            executable: URL(fileURLWithPath: "/bin/sh"),
            leadingArguments: [EventStreamTests.fixtures.appendingPathComponent("fake-grader.sh").path],
            environment: ["FAKE_MODE": mode, "PATH": "/usr/bin:/bin"],
            directory: URL(fileURLWithPath: NSTemporaryDirectory()),
            stallTimeout: stallTimeout
        )
    }

    @Test("A crash marks the running check crashed, with the fatal error, and grades the rest")
    func crash() throws {
        let results = try session(mode: "crash").grade(kata)
        #expect(results.map(\.name) == ["1. First", "2. Second", "3. Third"])
        #expect(results[0].status == .passed)
        #expect(results[1].status == .crashed("Onboarding/OnboardingCoordinator.swift:23: Fatal error: not yet"))
        let onboarding = Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "x.md")
        let located = try session(mode: "crash").grade(onboarding)
        #expect(located[1].status == .crashed("Exercises/01-onboarding/OnboardingCoordinator.swift:23: Fatal error: not yet"), "the crash is located in the learner's folder")
        #expect(results[2].status == .failed(["Expected Welcome."]))
        #expect(results[1].messages.first?.contains("The other checks were graded without it.") == true)
    }

    @Test("A hang is stopped after the stall timeout and the rest is graded")
    func hang() throws {
        let started = Date()
        let results = try session(mode: "hang", stallTimeout: 1).grade(kata)
        #expect(results[1].status == .hung(seconds: 1))
        #expect(results[2].status == .failed(["Expected Welcome."]))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("The test binary is asked for the grader's suite, one check at a time, skipping what crashed")
    func arguments() {
        let arguments = GradingSession(
            executable: URL(fileURLWithPath: "/x"),
            environment: [:],
            directory: URL(fileURLWithPath: "/")
        ).arguments(suiteID: kata.graderSuiteID, streamPath: "/tmp/s.jsonl", skipping: ["G.G/b()"])
        #expect(arguments.contains("--no-parallel"))
        #expect(arguments.joined(separator: " ").contains("--filter ^GGrader\\.GGrader(/|$)"))
        #expect(arguments.suffix(2) == ["--skip", "^" + NSRegularExpression.escapedPattern(for: "G.G/b()") + "$"])
    }
}
