import Foundation
import Kata
@testable import ChildCoordinators

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a main coordinator for the signed-in app, and one sign-in screen kept by its
/// coordinator and shown again on the next Sign In, with what was typed (lesson 3 leaves reuse to
/// the learner).
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum KeptSignInBaseline {}

extension KeptSignInBaseline {
    /// The root of the app: Welcome, the sign-in flow as a child, then the signed-in part.
    final class AppCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        private let navigationController: UINavigationController
        /// The sign-in screen, kept between tries so the name typed before is still there.
        private var signInScreen: SignInViewController?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
            super.init()
        }

        func start() {
            navigationController.delegate = self
            let welcome = WelcomeViewController()
            welcome.onSignIn = { [weak self] in
                self?.startSignIn()
            }
            navigationController.setViewControllers([welcome], animated: false)
        }

        private func startSignIn() {
            let screen = signInScreen ?? SignInViewController()
            signInScreen = screen
            let signIn = SignInCoordinator(navigationController: navigationController, screen: screen)
            signIn.onFinish = { [weak self, weak signIn] result in
                guard let self, let signIn else { return }
                signInDidFinish(signIn, with: result)
            }
            childCoordinators.append(signIn)
            signIn.start()
        }

        private func signInDidFinish(_ signIn: SignInCoordinator, with result: SignInResult) {
            removeChild(signIn)
            guard case let .signedIn(name) = result else { return }
            signInScreen = nil
            let main = MainCoordinator(navigationController: navigationController, name: name)
            childCoordinators.append(main)
            main.start()
        }
    }

    /// The profile editor: a modal flow in its own navigation controller, shown as a sheet.
    final class EditProfileCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        /// Run after Save closed the editor.
        var onSaved: (() -> Void)?
        /// The sheet this flow presented, while it is up.
        private(set) weak var modal: UINavigationController?
        private let presenter: UIViewController

        init(presenter: UIViewController) {
            self.presenter = presenter
        }

        func start() {
            let editProfile = EditProfileViewController()
            editProfile.onSave = { [weak self] in
                guard let self else { return }
                presenter.dismiss(animated: true)
                onSaved?()
            }
            let modal = UINavigationController(rootViewController: editProfile)
            self.modal = modal
            presenter.present(modal, animated: true)
        }
    }

    /// The signed-in part of the app: Home, and the profile editor as a modal child flow.
    final class MainCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        private let navigationController: UINavigationController
        private let name: String

        init(navigationController: UINavigationController, name: String) {
            self.navigationController = navigationController
            self.name = name
            super.init()
        }

        func start() {
            let home = HomeViewController(name: name)
            home.onEditProfile = { [weak self] in
                self?.startEditProfile()
            }
            navigationController.setViewControllers([home], animated: true)
        }

        private func startEditProfile() {
            let editor = EditProfileCoordinator(presenter: navigationController)
            editor.onSaved = { [weak self, weak editor] in
                guard let self, let editor else { return }
                end(editor)
            }
            childCoordinators.append(editor)
            editor.start()
            editor.modal?.presentationController?.delegate = self
        }

        private func end(_ editor: EditProfileCoordinator) {
            let id = ObjectIdentifier(editor)
            childCoordinators.removeAll { ObjectIdentifier($0) == id }
        }
    }

    /// The sign-in flow. It shares its parent's navigation controller, pushing onto it.
    final class SignInCoordinator: Coordinator {
        var childCoordinators: [any Coordinator] = []
        /// Run when the flow ends: signed in, or left with Back.
        var onFinish: ((SignInResult) -> Void)?
        /// The flow's only screen.
        let screen: SignInViewController
        private let navigationController: UINavigationController

        init(navigationController: UINavigationController, screen: SignInViewController) {
            self.navigationController = navigationController
            self.screen = screen
        }

        func start() {
            screen.onContinue = { [weak self] name in
                self?.onFinish?(.signedIn(name: name))
            }
            navigationController.pushViewController(screen, animated: true)
        }

        /// The user went back out of the flow.
        func cancel() {
            onFinish?(.cancelled)
        }
    }
}

extension KeptSignInBaseline.AppCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        let stack = navigationController.viewControllers
        let abandoned = childCoordinators
            .compactMap { $0 as? KeptSignInBaseline.SignInCoordinator }
            .filter { flow in !stack.contains { $0 === flow.screen } }
        abandoned.forEach { $0.cancel() }
    }
}

extension KeptSignInBaseline.MainCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let swiped = childCoordinators
            .compactMap { $0 as? KeptSignInBaseline.EditProfileCoordinator }
            .first { $0.modal === presentationController.presentedViewController }
        if let swiped {
            end(swiped)
        }
    }
}
