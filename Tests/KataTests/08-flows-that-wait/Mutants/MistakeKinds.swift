@testable import SignInFlowMutants

extension MistakenSignInCoordinator: SignInFlowDesign {}

/// Each mistake of `SignInMistake`, as a type the checks take.
enum SecondTapAsksAgain: SignInMistakeKind { static var mistake: SignInMistake { .secondTapAsksAgain } }
enum FormWaitsForEver: SignInMistakeKind { static var mistake: SignInMistake { .formWaitsForEver } }
enum PushesAfterLeaving: SignInMistakeKind { static var mistake: SignInMistake { .pushesAfterLeaving } }
enum AlertAfterCancelling: SignInMistakeKind { static var mistake: SignInMistake { .alertAfterCancelling } }
enum RetryLeavesFormReady: SignInMistakeKind { static var mistake: SignInMistake { .retryLeavesFormReady } }
enum CancelsWhenSwipeStarts: SignInMistakeKind { static var mistake: SignInMistake { .cancelsWhenSwipeStarts } }
enum SwipeKeepsRequest: SignInMistakeKind { static var mistake: SignInMistake { .swipeKeepsRequest } }
enum ReportsCancelledTwice: SignInMistakeKind { static var mistake: SignInMistake { .reportsCancelledTwice } }
enum TaskKeepsCoordinator: SignInMistakeKind { static var mistake: SignInMistake { .taskKeepsCoordinator } }
enum LetGoKeepsRequest: SignInMistakeKind { static var mistake: SignInMistake { .letGoKeepsRequest } }
enum ReportsWhenLeavingForm: SignInMistakeKind { static var mistake: SignInMistake { .reportsWhenLeavingForm } }
enum KeepsForm: SignInMistakeKind { static var mistake: SignInMistake { .keepsForm } }
enum CatchesOnlyCancellationError: SignInMistakeKind { static var mistake: SignInMistake { .catchesOnlyCancellationError } }
enum SwipeAfterSigningInReportsSignedIn: SignInMistakeKind { static var mistake: SignInMistake { .swipeAfterSigningInReportsSignedIn } }
