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
        RoutingChecks<FactoryDropsPhone>.mutant("A factory that builds the code screen without its route's phone", caughtBy: 1, saying: "not the phone number from its route"),
        RoutingChecks<CloseReturnsToLogin>.mutant("Close that dismisses and then navigates to Login too", caughtBy: 5, saying: "dismissing a modal leaves the stack beneath as it was"),
        RoutingChecks<FactoryMissesCodeScreen>.mutant("A screen created outside the factory", caughtBy: 1),
        RoutingChecks<LoadsCodeScreenBeforePhone>.mutant("Data handed to the code screen after its view loaded", caughtBy: 2, saying: "before anything loads its view"),
        RoutingChecks<ReusesCodeScreen>.mutant("A code screen kept and pushed again, still naming the first number", caughtBy: 2, saying: "a screen made for an earlier number, kept and shown again"),
        RoutingChecks<SendCodeStaysDisabled>.mutant("Send Code disabled on its first tap and never enabled again", caughtBy: 2, saying: "Is it disabled, hidden or removed after the step was taken once"),
        RoutingChecks<ConcreteRouterLogin>.mutant("A screen that holds the concrete router", caughtBy: 3, saying: "The spy was asked nothing: does Login keep the router"),
        RoutingChecks<ConcreteRouterCodeScreen>.mutant("A code screen that holds the concrete router", caughtBy: 3, saying: "The spy was asked nothing: does the code screen keep the router"),
        RoutingChecks<NavigateReplacesStack>.mutant("navigate(to:) replacing the stack, so there is no Back", caughtBy: 2, saying: "navigate(to:) pushes, so Back returns to Login"),
        RoutingChecks<PresentPushes>.mutant("present(_:) pushing instead of presenting", caughtBy: 4, saying: "Terms was pushed onto the stack"),
        RoutingChecks<RouterKeptStatically>.mutant("A router kept in a static property", caughtBy: 6, saying: "No object the grader watches keeps RouterKeptStatically"),
        RoutingChecks<TermsPushedByLogin>.mutant("Login asking the router to navigate to Terms instead of presenting it", caughtBy: 3, saying: "The spy was asked for"),
        RoutingChecks<RouterKeepsOwnStack>.mutant("A router that sets the stack from its own list of screens, stale after Back", caughtBy: 2, saying: "The stack is [LoginViewController, OTPViewController, OTPViewController]"),
        RoutingChecks<HomeReplacesStack>.mutant("Home replacing the stack instead of being pushed", caughtBy: 7, saying: "navigate(to:) pushes what the factory builds"),
        RoutingChecks<ModalWithoutStack>.mutant("A modal presented without its own stack", caughtBy: 4, saying: "a modal gets a stack of its own, with its own bar"),
        RoutingChecks<ModalFlagClearedOnlyByDismiss>.mutant("A one-modal flag that only dismiss clears, so Terms is dead after a swipe down", caughtBy: 4, saying: "remember the first sheet in a way that only dismiss(animated:) undoes"),
        RoutingChecks<DismissPops>.mutant("dismiss confused with pop", caughtBy: 5, saying: "the modal should be dismissed: Close calls router.dismiss(animated:)"),
        RoutingChecks<PopDismisses>.mutant("pop confused with dismiss", caughtBy: 5, saying: "Change Number calls router.pop(animated:), which goes back one screen"),
        RoutingChecks<ForgetsSheetWhenSwipeStarts>.mutant("A sheet forgotten when a swipe down starts, so Close does nothing after the swipe is let go", caughtBy: 5, saying: "Does the router forget the sheet when a swipe starts"),
        RoutingChecks<ScreensKeepRouter>.mutant("A screen that keeps its router alive", caughtBy: 6, saying: "kept by LoginViewController.router"),
        RoutingChecks<CodeScreenKeepsRouter>.mutant("A code screen that keeps its router alive, leaking only while it is on the stack", caughtBy: 6, saying: "kept by OTPViewController.router"),
        RoutingChecks<DeadVerifyButton>.mutant("A dead Verify button", caughtBy: 7, saying: "the visible screen should be HomeViewController"),
        RoutingChecks<IgnoresSameNumberAgain>.mutant("A guard against sending a code to the same number twice, never reset", caughtOnlyBy: 8, saying: "changed nothing in your app"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
