import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: a crash or a hang loses no other check")
struct GradingSessionTests {
    let kata = Kata(number: 1, slug: "onboarding", title: "Fake", module: "G", lessonFile: "x.md")

    func session(mode: String, stallTimeout: TimeInterval = 10, afterHang: TimeInterval = 10) -> GradingSession {
        GradingSession(
            executable: URL(fileURLWithPath: "/bin/sh"),
            leadingArguments: [EventStreamTests.fixtures.appendingPathComponent("fake-grader.sh").path],
            environment: ["FAKE_MODE": mode, "PATH": "/usr/bin:/bin"],
            directory: URL(fileURLWithPath: NSTemporaryDirectory()),
            stallTimeout: stallTimeout,
            stallTimeoutAfterHang: afterHang
        )
    }

    var onboarding: Kata {
        Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "x.md")
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

    @Test("A check that allocates without end is stopped at the memory limit, named so at the learner's line, and the rest are graded: memory read from /proc (Linux) or ps (macOS)",
          arguments: [ResidentMemory.Source.proc, .ps])
    func memoryRunsAway(source: ResidentMemory.Source) throws {
        var watch = ResidentMemory.Watch(pid: getpid(), source: source)
        guard watch.bytes() != nil else {
            #expect(source == .proc, "ps reads memory wherever it runs")
            return
        }
        var hog = session(mode: "hog")
        hog.memoryLimit = 64 << 20
        hog.memorySource = source
        let results = try hog.grade(onboarding)
        #expect(results[0].status == .passed)
        #expect(results[1].status == .crashed("memory ran away: the check held more than 64 MB and was stopped before the machine had to swap, while running `OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14."))
        #expect(results[1].messages.first?.contains("a loop that keeps adding") == true)
        #expect(results[2].status == .failed(["Expected Welcome."]))
        #expect(ResidentMemory.checkLimit >= 512 << 20 && ResidentMemory.checkLimit <= 2 << 30)
    }

    @Test("A crash inside the standard library is located at the learner's line, from the backtrace")
    func crashInStandardLibrary() throws {
        let results = try session(mode: "crash-in-stdlib").grade(onboarding)
        #expect(results[1].status == .crashed("Fatal error: Index out of range, in `OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14"))
    }

    @Test("A hang is stopped after the stall timeout, located by the backtrace SIGTRAP brings, and the rest is graded")
    func hang() throws {
        let started = Date()
        let results = try session(mode: "hang", stallTimeout: 1).grade(onboarding)
        #expect(results[1].status == .hung(seconds: 1, location: "`OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14"))
        #expect(results[1].messages.first?.contains("This check made no progress for a second and was stopped. Your code was running `OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14 then") == true)
        #expect(CheckResult(name: "x", status: .hung(seconds: 4, location: nil)).messages.first?.hasPrefix("This check made no progress for 4 seconds and was stopped: look for a loop") == true)
        #expect(results[2].status == .failed(["Expected Welcome."]))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("A check that runs longer than the stall timeout but beats after each step (an explorer's) is no hang, and passes")
    func beatingCheckIsNoHang() throws {
        let results = try session(mode: "beating", stallTimeout: 1).grade(onboarding)
        #expect(results.map(\.status) == [.passed, .passed, .failed(["Expected Welcome."])])
    }

    @Test("Once a check has hung, the others get the shorter timeout: a kata whose every check hangs is graded in a few seconds")
    func everyCheckHangs() throws {
        let started = Date()
        let results = try session(mode: "hang-all", stallTimeout: 1, afterHang: 0.5).grade(onboarding)
        #expect(results.map(\.status) == [
            .hung(seconds: 1, location: "`OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14"),
            .hung(seconds: 1, location: "`OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14"),
            .hung(seconds: 1, location: "`OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14"),
        ])
        #expect(Date().timeIntervalSince(started) < 6)
    }

    @Test("Learner code that crashes or hangs runs with the backtracer on")
    func backtracerOn() {
        #expect(session(mode: "x").environment["SWIFT_BACKTRACE"] == Backtrace.environmentValue)
    }

    @Test("A kata whose learner writes tests gives each check longer, since its own runs stop a hung test; other katas keep their timeouts")
    func testWritingKataWaitsLonger() {
        let plain = session(mode: "x", stallTimeout: 4, afterHang: 1)
        let testWriting = Kata(number: 7, slug: "tests", title: "Tests", module: "T", lessonFile: "x.md", given: "Given")
        #expect(plain.fitted(to: kata).stallTimeout == 4)
        #expect(plain.fitted(to: kata).stallTimeoutAfterHang == 1)
        #expect(plain.fitted(to: testWriting).stallTimeout == GradingSession.testWritingStallTimeout)
        #expect(plain.fitted(to: testWriting).stallTimeoutAfterHang == GradingSession.testWritingStallTimeout)
    }

    @Test("The test binary is asked for the grader's suite, one check at a time, skipping what crashed")
    func arguments() {
        let arguments = GradingSession(
            executable: URL(fileURLWithPath: "/x"),
            environment: [:],
            directory: URL(fileURLWithPath: "/")
        ).arguments(suiteID: kata.graderSuiteID, streamPath: "/tmp/s.jsonl", skipping: ["G.G/b()"])
        #expect(arguments.contains("--no-parallel"))
        #expect(arguments.joined(separator: " ").contains("--filter ^GGrader\\.GGrader([./]|$)"))
        #expect(arguments.suffix(2) == ["--skip", "^" + NSRegularExpression.escapedPattern(for: "G.G/b()") + "(/|$)"])
    }
}
