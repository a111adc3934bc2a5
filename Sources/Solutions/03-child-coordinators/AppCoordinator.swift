import Foundation
import Kata

/// The root of the app: Welcome, the sign-in flow as a child, then the main flow as a child.
///
/// It is the navigation controller's delegate, so it learns when the user's back button takes a
/// screen off the stack, and can end the child flow that screen belonged to.
final class AppCoordinator: NSObject, Coordinator, UINavigationControllerDelegate, SignInCoordinatorDelegate {
    var childCoordinators: [any Coordinator] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.onSignIn = { [weak self] in self?.startSignIn() }
        navigationController.setViewControllers([welcome], animated: false)
    }

    private func startSignIn() {
        let signIn = SignInCoordinator(navigationController: navigationController)
        signIn.delegate = self
        childCoordinators.append(signIn)
        signIn.start()
    }

    func signInCoordinator(_ coordinator: SignInCoordinator, didFinishWith result: SignInResult) {
        removeChild(coordinator)
        if case let .signedIn(name) = result {
            let main = MainCoordinator(navigationController: navigationController, name: name)
            childCoordinators.append(main)
            main.start()
        }
    }

    // MARK: - The back button

    /// After a pop, finds the child flow whose first screen was popped, and ends it.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(popped) else { return }
        for case let signIn as SignInCoordinator in childCoordinators where signIn.isFirstScreen(popped) {
            signIn.userLeft()
        }
    }
}
