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
}
