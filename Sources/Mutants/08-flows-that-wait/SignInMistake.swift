/// One mistake of the lesson, made by `MistakenSignInCoordinator`: each is what a learner who
/// forgets one rule writes.
enum SignInMistake: Sendable {
    /// No guard and no waiting form: a second tap starts a second request.
    case secondTapAsksAgain
    /// The form waits for ever once a request ended: Sign In never works again.
    case formWaitsForEver
    /// The form's onLeave is not wired and the task never checks cancellation: the answer
    /// arrives after the user left and pushes Welcome Back anyway.
    case pushesAfterLeaving
    /// Cancelled properly, but the `catch` takes the cancellation for a failure and presents the
    /// alert from the form, which is no longer on screen.
    case alertAfterCancelling
    /// Retry starts the request again without making the form wait: Sign In can start a second
    /// one beside it.
    case retryLeavesFormReady
    /// The request is cancelled when a back swipe starts, not when the form has left: a swipe
    /// let go halfway cancels a request the user still waits for.
    case cancelsWhenSwipeStarts
    /// The swiped-away sheet reports `.cancelled` but leaves its request running.
    case swipeKeepsRequest
    /// The swiped-away sheet reports `.cancelled`, and the cancelled request reports it again.
    case reportsCancelledTwice
    /// Every cancelled request reports `.cancelled`, so going Back from the form while it waits
    /// tells the parent the flow ended although its sheet is still up.
    case reportsWhenLeavingForm
    /// The coordinator keeps the form strongly, so a form the user left lives on.
    case keepsForm
    /// The task captures the coordinator strongly: let go of while it waits, it stays alive.
    case taskKeepsCoordinator
    /// No `deinit` that cancels: let go of while it waits, the request goes on waiting.
    case letGoKeepsRequest
    /// The `catch` tells cancellation by `error is CancellationError`, so a request cancelled as
    /// `URLSession` cancels it, throwing `URLError(.cancelled)`, shows the failure alert to a
    /// user who just left the form.
    case catchesOnlyCancellationError
    /// The sheet swiped away from Welcome Back reports `.signedIn`, since the user did sign in,
    /// though the flow was left before Done.
    case swipeAfterSigningInReportsSignedIn
}

/// A type that names one mistake, for `MistakenSignInCoordinator`.
protocol SignInMistakeKind {
    static var mistake: SignInMistake { get }
}
