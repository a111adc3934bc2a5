import KataGrading
import Testing
@testable import RoutingMutants

extension MutantRouter: RoutingFlow {}

/// Proves the router grader: its baseline passes every check, and each mutant is caught by the
/// check written for its mistake.
@MainActor
@Suite("Kata 2 · Router grader catches each mistake", KataGraders.onlyWhenRequested)
struct RoutingMutantTests {
    @Test("The baseline mutant router passes every check")
    func baselinePasses() {
        RoutingChecks<MutantRouter>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        RoutingChecks<FactoryMissesCodeScreen>.mutant("A screen created outside the factory", caughtBy: 1),
        RoutingChecks<LoadsCodeScreenBeforePhone>.mutant("Data handed to the code screen after its view loaded", caughtBy: 2),
        RoutingChecks<ReusesCodeScreen>.mutant("A code screen kept and pushed again, still naming the first number", caughtBy: 2),
        RoutingChecks<SendCodeStaysDisabled>.mutant("Send Code disabled on its first tap and never enabled again", caughtBy: 2),
        RoutingChecks<ConcreteRouterLogin>.mutant("A screen that holds the concrete router", caughtBy: 3),
        RoutingChecks<ConcreteRouterCodeScreen>.mutant("A code screen that holds the concrete router", caughtBy: 3),
        RoutingChecks<ModalWithoutStack>.mutant("A modal presented without its own stack", caughtBy: 4),
        RoutingChecks<ModalFlagClearedOnlyByDismiss>.mutant("A one-modal flag that only dismiss clears, so Terms is dead after a swipe down", caughtBy: 4),
        RoutingChecks<DismissPops>.mutant("dismiss confused with pop", caughtBy: 5),
        RoutingChecks<PopDismisses>.mutant("pop confused with dismiss", caughtBy: 5),
        RoutingChecks<ForgetsSheetWhenSwipeStarts>.mutant("A sheet forgotten when a swipe down starts, so Close does nothing after the swipe is let go", caughtBy: 5),
        RoutingChecks<ScreensKeepRouter>.mutant("A screen that keeps its router alive", caughtBy: 6),
        RoutingChecks<CodeScreenKeepsRouter>.mutant("A code screen that keeps its router alive, leaking only while it is on the stack", caughtBy: 6),
        RoutingChecks<DeadVerifyButton>.mutant("A dead Verify button", caughtBy: 7),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
