import Kata
@testable import SignInFlow

/// What the grader needs from an implementation: a coordinator it can make with a presenter and
/// a service, hear through `onFinish`, and start. Everything else it learns by using the app.
@MainActor
protocol SignInFlowDesign: AnyObject {
    init(presenter: UIViewController, service: any AuthService)
    var onFinish: ((SignInResult) -> Void)? { get set }
    func start()
}

extension SignInCoordinator: SignInFlowDesign {}
