import Foundation
import Kata
@testable import ChildCoordinators

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a nested tree with `unowned` back-references, and sign-in flows ended after every `didShow`.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum UnownedBaseline {}

extension UnownedBaseline {
    /// The root of the app: Welcome, the sign-in flow as a child, then the signed-in part.
    ///
    /// It is the navigation controller's delegate. After every change of screen it asks each running
    /// sign-in flow whether its screen is still in the stack; a flow whose screen is gone was left
    /// with the back button, and is cancelled.
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
            // unowned is safe in both directions here: only this coordinator keeps the child, and the
            // child calls this closure only while it is alive, so neither side can be gone by then.
            signIn.onFinish = { [unowned self, unowned signIn] result in
                if case let .signedIn(name) = result {
                    self.startMain(name: name)
                }
                self.removeChild(signIn)
            }
            childCoordinators.append(signIn)
            signIn.start()
        }

        private func startMain(name: String) {
            let main = MainCoordinator(navigationController: navigationController, name: name)
            childCoordinators.append(main)
            main.start()
        }
    }

    /// Hears that the profile editor ended.
    @MainActor
    protocol EditProfileCoordinatorDelegate: AnyObject {
        func editProfileCoordinatorDidFinish(_ coordinator: EditProfileCoordinator)
    }

    /// The profile editor: a modal flow in its own navigation controller, shown as a sheet.
    final class EditProfileCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        private let presenter: UIViewController
        /// unowned, not strong: the parent keeps this coordinator and always outlives it.
        private unowned let delegate: any EditProfileCoordinatorDelegate

        init(presenter: UIViewController, delegate: any EditProfileCoordinatorDelegate) {
            self.presenter = presenter
            self.delegate = delegate
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
            delegate.editProfileCoordinatorDidFinish(self)
        }
    }

    /// The signed-in part of the app: Home, and the profile editor as a modal child flow.
    final class MainCoordinator: Coordinator {
        var childCoordinators: [any Coordinator] = []
        private let navigationController: UINavigationController
        private let name: String
        private weak var home: HomeViewController?

        init(navigationController: UINavigationController, name: String) {
            self.navigationController = navigationController
            self.name = name
        }

        func start() {
            let home = HomeViewController(name: name)
            home.onEditProfile = { [weak self] in self?.startEditProfile() }
            self.home = home
            navigationController.setViewControllers([home], animated: true)
        }

        private func startEditProfile() {
            guard let home else { return }
            let editor = EditProfileCoordinator(presenter: home, delegate: self)
            childCoordinators.append(editor)
            editor.start()
        }
    }

    /// The sign-in flow. It shares its parent's navigation controller, pushing onto it.
    final class SignInCoordinator: Coordinator {
        var childCoordinators: [any Coordinator] = []
        /// Run once with how the flow ended.
        var onFinish: ((SignInResult) -> Void)?
        private let navigationController: UINavigationController
        private weak var screen: SignInViewController?
        private var hasFinished = false

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let screen = SignInViewController()
            screen.onContinue = { [weak self] name in
                self?.finish(.signedIn(name: name))
            }
            self.screen = screen
            navigationController.pushViewController(screen, animated: true)
        }

        /// Whether the flow's screen is still in `navigationController`'s stack.
        func isStillShown(in navigationController: UINavigationController) -> Bool {
            guard let screen else { return false }
            return navigationController.viewControllers.contains { $0 === screen }
        }

        /// Ends the flow because the user left it with the back button.
        func cancel() {
            finish(.cancelled)
        }

        /// Reports once: Home replacing the stack also removes the screen, after the flow signed in.
        private func finish(_ result: SignInResult) {
            guard !hasFinished else { return }
            hasFinished = true
            onFinish?(result)
        }
    }
}

extension UnownedBaseline.AppCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        for case let signIn as UnownedBaseline.SignInCoordinator in childCoordinators where !signIn.isStillShown(in: navigationController) {
            signIn.cancel()
        }
    }
}

extension UnownedBaseline.EditProfileCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        delegate.editProfileCoordinatorDidFinish(self)
    }
}

extension UnownedBaseline.MainCoordinator: UnownedBaseline.EditProfileCoordinatorDelegate {
    func editProfileCoordinatorDidFinish(_ coordinator: UnownedBaseline.EditProfileCoordinator) {
        removeChild(coordinator)
    }
}
