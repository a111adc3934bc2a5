import KataGrading
import Testing
@testable import SignInFlow
@testable import SignInFlowMutants

/// Proves the grader: the reference passes every check, and each mutant is caught by the check
/// written for its mistake.
@MainActor
@Suite("Kata 8 · Flows that wait on the network: the grader catches each mistake", KataGraders.onlyWhenRequested)
struct SignInFlowMutantTests {
    @Test("The reference solution passes every check, so each mutant fails for its one mistake")
    func referencePasses() {
        SignInFlowChecks<SignInCoordinator>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        SignInFlowChecks<MistakenSignInCoordinator<SecondTapAsksAgain>>.mutant("No guard and no waiting form, so a double tap starts two requests", caughtBy: 1, saying: "asked the service a second time"),
        SignInFlowChecks<MistakenSignInCoordinator<FormWaitsForEver>>.mutant("A form left waiting once its request ended", caughtBy: 1, saying: "Set form.isWaiting back to false"),
        SignInFlowChecks<MistakenSignInCoordinator<RetryLeavesFormReady>>.mutant("Retry that leaves the form ready, so Sign In starts a second request beside it", caughtBy: 3, saying: "started a second request while the retried one runs"),
        SignInFlowChecks<MistakenSignInCoordinator<CatchesOnlyCancellationError>>.mutant("A catch that tells cancellation by `error is CancellationError`, so URLSession's URLError(.cancelled) shows the alert after the user left", caughtOnlyBy: 8, saying: "Yours differs in screens"),
        SignInFlowChecks<MistakenSignInCoordinator<PushesAfterLeaving>>.mutant("No cancellation on leaving, so the answer pushes Welcome Back after the user left", caughtBy: 4, saying: "nothing is pushed or presented"),
        SignInFlowChecks<MistakenSignInCoordinator<AlertAfterCancelling>>.mutant("A catch that takes the cancellation for a failure and presents the alert from the form the user left", caughtBy: 4, saying: "window hierarchy"),
        SignInFlowChecks<MistakenSignInCoordinator<CancelsWhenSwipeStarts>>.mutant("A request cancelled when a back swipe starts, so a swipe let go halfway cancels it", caughtBy: 4, saying: "Cancel when the form has left"),
        SignInFlowChecks<MistakenSignInCoordinator<ReportsWhenLeavingForm>>.mutant("Every cancelled request reported as .cancelled, so Back from the form ends the flow for its parent", caughtBy: 4, saying: "should not have reported to its parent yet"),
        SignInFlowChecks<MistakenSignInCoordinator<KeepsForm>>.mutant("A coordinator that keeps the form strongly, so the form the user left lives on", caughtBy: 4, saying: "The form the user left should be released"),
        SignInFlowChecks<MistakenSignInCoordinator<AlertAfterCancelling>>.mutant("A catch that takes the cancellation for a failure, seen when the sheet is swiped away", caughtBy: 5, saying: "ask `Task.isCancelled` in the `catch`"),
        SignInFlowChecks<MistakenSignInCoordinator<SwipeKeepsRequest>>.mutant("A swiped-away sheet whose request keeps running", caughtBy: 5, saying: "should cancel the request"),
        SignInFlowChecks<MistakenSignInCoordinator<ReportsCancelledTwice>>.mutant("A swiped-away sheet reported, and reported again by its cancelled request", caughtBy: 5, saying: "times"),
        SignInFlowChecks<MistakenSignInCoordinator<TaskKeepsCoordinator>>.mutant("A task that captures the coordinator strongly, keeping it alive while the request waits", caughtBy: 7, saying: "capture [weak self]"),
        SignInFlowChecks<MistakenSignInCoordinator<LetGoKeepsRequest>>.mutant("No deinit that cancels, so a coordinator let go of leaves its request waiting", caughtBy: 7, saying: "deinit"),
        SignInFlowChecks<MistakenSignInCoordinator<SwipeAfterSigningInReportsSignedIn>>.mutant("The sheet swiped away from Welcome Back reported as .signedIn, though the user left before Done", caughtOnlyBy: 8, saying: "what your flow tells its parent"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
