import KataGrading
import Testing
@testable import SignInFlow

/// Kata 8: flows that wait on the network. Each check is one task of the lesson; its code is in
/// `SignInFlowChecks`, whose table gives each name its method.
@MainActor
@Suite("Kata 8 · Flows that wait on the network", KataGraders.onlyWhenRequested)
struct SignInFlowGrader {
    typealias Checks = SignInFlowChecks<SignInCoordinator>

    @Test("1. Sign In asks the service once, with what the user typed, and the form waits meanwhile")
    func signInAsksOnce() { Checks.runCurrentTest() }

    @Test("2. When the service answers, the flow goes on once: Welcome Back above the form")
    func answerGoesOnOnce() { Checks.runCurrentTest() }

    @Test("3. When it fails, an alert offers Retry and Cancel; Retry asks once more, Cancel lets the user try again")
    func failureOffersRetry() { Checks.runCurrentTest() }

    @Test("4. Leaving the form while it waits cancels the request, and nothing shows up after")
    func leavingCancels() { Checks.runCurrentTest() }

    @Test("5. The sheet swiped away while it waits ends the flow: the request cancelled, the parent told once")
    func swipeEndsFlow() { Checks.runCurrentTest() }

    @Test("6. Done ends the flow, and the parent hears the account once")
    func doneReportsAccount() { Checks.runCurrentTest() }

    @Test("7. Let go of while it waits, the flow cancels its request and is released")
    func letGoCancelsAndReleases() { Checks.runCurrentTest() }

    @Test("8. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
