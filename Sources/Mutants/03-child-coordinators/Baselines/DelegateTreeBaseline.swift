import Foundation
import Kata
@testable import ChildCoordinators

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a weak delegate for sign-in, a closure for the editor, a MainCoordinator child, `didShow` for the back button.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum DelegateTreeBaseline {}

extension DelegateTreeBaseline {
    /// The root of the app: Welcome, the sign-in flow as a child, then the signed-in part.
    ///
    /// It is the navigation controller's only delegate, and notices the back button's pop of the
    /// sign-in screen in `didShow`, asking each sign-in flow whether the popped screen was its first.
    final class AppCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        private let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
            super.init()
        }

        func start() {
            navigationController.delegate = self
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

        private func startMain(name: String) {
            let main = MainCoordinator(navigationController: navigationController, name: name)
            childCoordinators.append(main)
            main.start()
        }
    }

    /// The profile editor: a modal flow in its own navigation controller, shown as a sheet.
    final class EditProfileCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        /// Run once when the flow ends: after Save, or after the user swiped the sheet away.
        var onFinish: (() -> Void)?
        private let presenter: UIViewController

        init(presenter: UIViewController) {
            self.presenter = presenter
        }

        func start() {
            let editor = EditProfileViewController()
            editor.onSave = { [weak self] in self?.save() }
            let sheet = UINavigationController(rootViewController: editor)
            sheet.presentationController?.delegate = self
            presenter.present(sheet, animated: true)
        }

        private func save() {
            presenter.dismiss(animated: true)
            onFinish?()
        }
    }

    /// The signed-in part of the app: Home, and the profile editor as a modal child flow.
    final class MainCoordinator: Coordinator {
        var childCoordinators: [any Coordinator] = []
        private let navigationController: UINavigationController
        private let name: String

        init(navigationController: UINavigationController, name: String) {
            self.navigationController = navigationController
            self.name = name
        }

        func start() {
            let home = HomeViewController(name: name)
            home.onEditProfile = { [weak self] in self?.startEditProfile() }
            navigationController.setViewControllers([home], animated: true)
        }

        private func startEditProfile() {
            let editor = EditProfileCoordinator(presenter: navigationController)
            editor.onFinish = { [weak self, weak editor] in
                guard let self, let editor else { return }
                removeChild(editor)
            }
            childCoordinators.append(editor)
            editor.start()
        }
    }

    /// Hears how a sign-in flow ended.
    @MainActor
    protocol SignInCoordinatorDelegate: AnyObject {
        func signInCoordinator(_ coordinator: SignInCoordinator, didFinishWith result: SignInResult)
    }

    /// The sign-in flow. It shares its parent's navigation controller, pushing onto it.
    final class SignInCoordinator: Coordinator {
        var childCoordinators: [any Coordinator] = []
        /// Weak: the parent keeps this coordinator, so the child must not keep the parent.
        weak var delegate: (any SignInCoordinatorDelegate)?
        private let navigationController: UINavigationController
        private weak var firstScreen: UIViewController?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let signIn = SignInViewController()
            signIn.onContinue = { [weak self] name in
                self?.finish(.signedIn(name: name))
            }
            firstScreen = signIn
            navigationController.pushViewController(signIn, animated: true)
        }

        /// Whether `viewController` is the screen this flow started with.
        func isFirstScreen(_ viewController: UIViewController) -> Bool {
            viewController === firstScreen
        }

        /// Ends the flow because the user left it with the back button.
        func cancel() {
            finish(.cancelled)
        }

        private func finish(_ result: SignInResult) {
            delegate?.signInCoordinator(self, didFinishWith: result)
        }
    }
}

extension DelegateTreeBaseline.AppCoordinator: DelegateTreeBaseline.SignInCoordinatorDelegate {
    func signInCoordinator(_ coordinator: DelegateTreeBaseline.SignInCoordinator, didFinishWith result: SignInResult) {
        removeChild(coordinator)
        switch result {
        case let .signedIn(name):
            startMain(name: name)
        case .cancelled:
            break
        }
    }
}

extension DelegateTreeBaseline.AppCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(popped) else { return }
        for case let signIn as DelegateTreeBaseline.SignInCoordinator in childCoordinators where signIn.isFirstScreen(popped) {
            signIn.cancel()
        }
    }
}

extension DelegateTreeBaseline.EditProfileCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}
