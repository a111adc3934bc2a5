import Kata

/// The sign-in flow. It shares its parent's navigation controller, pushing onto it.
final class SignInCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        // Push a SignInViewController. When its onContinue runs, report .signedIn(name:) to the
        // coordinator that started this flow, through a closure or a delegate, without keeping
        // that coordinator alive (Task 7).
    }
}
