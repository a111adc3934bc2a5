import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: reading the backtracer's frames to find the learner's line")
struct BacktraceTests {
    @Test("The innermost frame in Exercises/ is the learner's, named without its module")
    func learnerFrame() {
        let backtrace = Backtrace(standardError: """
            *** Program crashed: System trap at 0x0000000000006b51 ***
            Thread 1 "-qos.overcommit" crashed:
              0      0x00007f861916df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra] [thunk]     0x000055eb838dffb9 protocol witness for OnboardingFlow.start() in conformance OnboardingCoordinator + 8 in Tests.xctest at //<compiler-generated>
              2 [ra]             0x000055eb838d7808 Onboarding.OnboardingCoordinator.showDashboard(name:) + 88 in Tests.xctest at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:31:9
              3 [ra]             0x000055eb838dca4d OnboardingChecks.startedStage() + 140 in Tests.xctest at /w/Tests/KataTests/01-onboarding/OnboardingChecks.swift:15:14
            Backtrace took 0.10s
            """)
        #expect(backtrace.frames.count == 2)
        #expect(backtrace.learnerLocation(module: "Onboarding") == "`OnboardingCoordinator.showDashboard(name:)` at Exercises/01-onboarding/OnboardingCoordinator.swift:31")
    }

    @Test("A frame without a line (a tight loop) is placed at the function's declaration, read from the file")
    func frameWithoutLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bt-\(UUID().uuidString)/Exercises/01-onboarding")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("OnboardingCoordinator.swift")
        try "final class OnboardingCoordinator {\n    init() {}\n\n    func start() {\n        while true {}\n    }\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let backtrace = Backtrace(standardError: "  0      0x000055eb838d7808 OnboardingCoordinator.start() + 88 in Tests.xctest at \(file.path)\n")
        #expect(backtrace.frames.first?.line == nil)
        #expect(backtrace.learnerLocation(module: "Onboarding") == "`OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:4")
        let elsewhere = Backtrace(standardError: "  0      0x000055eb838d7808 OnboardingCoordinator.start() + 88 in Tests.xctest at /nowhere/Exercises/01-onboarding/Gone.swift\n")
        #expect(elsewhere.learnerLocation(module: "Onboarding") == "`OnboardingCoordinator.start()` in Exercises/01-onboarding/Gone.swift")
    }

    @Test("No frame in the learner's folder: no location")
    func noLearnerFrame() {
        #expect(Backtrace(standardError: "  0      0x00007f sigsuspend + 65 in libc.so.6\n").learnerLocation(module: "Onboarding") == nil)
    }

    /// The frames of a stack that ran out, as Swift 6.3's backtracer prints them (recorded from
    /// a check whose `start()` and `showNext()` call each other): the innermost frames, "...",
    /// then the outermost ones, the test library's, numbered as deep as the stack went.
    static let ranOut = """
        *** Program crashed: Bad pointer dereference at 0x00007ffcb5462ff8 ***
        Thread 0 "xctest" crashed:
             0      0x000056177c294c48 Onboarding.OnboardingCoordinator.start() + 8 in T.xctest at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:14
             1 [ra] 0x000056177c294c79 Onboarding.OnboardingCoordinator.showNext() + 24 in T.xctest at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:19:9
             2 [ra] 0x000056177c294c59 Onboarding.OnboardingCoordinator.start() + 24 in T.xctest at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:14:9
           ...
        261818 [ra] 0x000056177c294c59 Onboarding.OnboardingCoordinator.start() + 24 in T.xctest at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:14:9
        261819 [async]          0x00007feabfb556a0 closure #1 in static Runner._runTestCase(_:within:context:) in libTesting.so
        Backtrace took 0.31s
        """

    @Test("A stack that ran out through recursion is named as runaway recursion, with the functions that called one another")
    func runawayRecursion() {
        let backtrace = Backtrace(standardError: Self.ranOut)
        #expect(backtrace.depth == 261_819, "the outermost frames, in libraries, count too")
        #expect(backtrace.runawayRecursion(module: "Onboarding") == "runaway recursion: `OnboardingCoordinator.start()` and `OnboardingCoordinator.showNext()` called one another without end, 261 819 calls deep, until the stack ran out")
        #expect(backtrace.learnerLocation(module: "Onboarding") == "`OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:14")
        let shallow = Backtrace(standardError: "  2 [ra] 0x01 Onboarding.OnboardingCoordinator.start() + 24 in T at /w/Exercises/01-onboarding/OnboardingCoordinator.swift:14:9\n")
        #expect(shallow.runawayRecursion(module: "Onboarding") == nil, "a crash a few frames deep is no recursion")
    }

    @Test("A crash names recursion and the learner's line; without a line of theirs, it says so and never points at one")
    func crashMessages() {
        let recursion = CheckResult(name: "1. x", status: .crashed("runaway recursion: `A.start()` was called again and again without end, 20 000 calls deep, until the stack ran out, in `A.start()` at Exercises/01-x/A.swift:3."))
        #expect(recursion.messages.first?.contains("Find the call that leads back in") == true)
        let located = CheckResult(name: "1. x", status: .crashed("Index out of range, in `A.start()` at Exercises/01-x/A.swift:3"))
        #expect(located.messages.first?.contains("Look at the line it names") == true)
        let nowhere = CheckResult(name: "1. x", status: .crashed("the test process stopped with signal 11."))
        #expect(nowhere.messages.first?.contains("the line it names") == false)
        #expect(nowhere.messages.first?.contains("could not tell which of your lines") == true)
    }

    @Test("When the learner's frame was folded into a protocol witness, the witness names the method, found by its declaration")
    func witnessOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bt-\(UUID().uuidString)/Exercises/01-onboarding")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        try "import Kata\n\nfinal class OnboardingCoordinator {\n    func start() {\n        hoard()\n    }\n}\n".write(to: folder.appendingPathComponent("OnboardingCoordinator.swift"), atomically: true, encoding: .utf8)
        let backtrace = Backtrace(standardError: """
            Thread 1 "-qos.overcommit":
              0                  0x00007f593c5c40ba __memset_avx512_unaligned_erms + 122 in libc.so.6
              1 [ra] [thunk]     0x0000557e9fdaafc9 protocol witness for OnboardingFlow.start() in conformance OnboardingCoordinator + 8 in T.xctest at //<compiler-generated>
              2 [ra]             0x0000557e9fda2ecd OnboardingChecks.startedStage() + 140 in T.xctest at /w/Tests/KataTests/01-onboarding/OnboardingChecks.swift:15:14
            """)
        #expect(backtrace.learnerLocation(module: "Onboarding") == nil, "without the folder, nothing to name")
        #expect(backtrace.learnerLocation(module: "Onboarding", exerciseFolder: folder) == "`OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:4")
    }
}
