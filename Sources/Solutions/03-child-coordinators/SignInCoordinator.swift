import Kata

/// What the sign-in flow tells the coordinator that started it.
@MainActor
protocol SignInCoordinatorDelegate: AnyObject {
    /// The flow ended; the delegate removes it and decides what comes next.
    func signInCoordinator(_ coordinator: SignInCoordinator, didFinishWith result: SignInResult)
}

/// The sign-in flow. It shares its parent's navigation controller, pushing onto it.
final class SignInCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    /// The parent, weakly: the parent keeps the child, never the other way round.
    weak var delegate: (any SignInCoordinatorDelegate)?
    private let navigationController: UINavigationController
    private weak var firstScreen: UIViewController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let signIn = SignInViewController()
        signIn.onContinue = { [weak self] name in self?.finish(.signedIn(name: name)) }
        firstScreen = signIn
        navigationController.pushViewController(signIn, animated: true)
    }

    /// Whether `screen` is the screen this flow started with.
    func isFirstScreen(_ screen: UIViewController) -> Bool {
        screen === firstScreen
    }

    /// The user left the flow with the back button.
    func userLeft() {
        finish(.cancelled)
    }

    private func finish(_ result: SignInResult) {
        delegate?.signInCoordinator(self, didFinishWith: result)
    }
}
