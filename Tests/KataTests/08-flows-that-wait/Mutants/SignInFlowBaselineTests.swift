import KataGrading
import Testing
@testable import SignInFlowMutants

extension StateEnumBaseline.Coordinator: SignInFlowDesign {}
extension RequestObjectBaseline.Coordinator: SignInFlowDesign {}
extension WrittenBlindBaseline.SignInCoordinator: SignInFlowDesign {}

/// Proves the grader accepts correct designs of other shapes than the reference's.
@MainActor
@Suite("Kata 8 · Flows that wait on the network: other correct designs pass every check", KataGraders.onlyWhenRequested)
struct SignInFlowBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        SignInFlowChecks<StateEnumBaseline.Coordinator>.design("A state enum, the navigation delegate noticing the form leave, and Task.checkCancellation()"),
        SignInFlowChecks<RequestObjectBaseline.Coordinator>.design("Each sign-in an object that owns its task and cancels it when let go of"),
        SignInFlowChecks<WrittenBlindBaseline.SignInCoordinator>.design("Written without seeing the grader: a child coordinator for the form, and a completion-handler wrapper that returns its task"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
