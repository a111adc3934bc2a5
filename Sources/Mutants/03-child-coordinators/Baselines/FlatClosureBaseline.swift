import Foundation
import Kata
@testable import ChildCoordinators

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: closures everywhere, a flat tree, the back button noticed in the screen's `viewDidDisappear` with `isMovingFromParent`.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum FlatClosureBaseline {}

extension FlatClosureBaseline {
    /// The root of the app: Welcome, the sign-in flow as a child, then the signed-in part.
    ///
    /// A flat tree: this coordinator keeps every child flow itself (sign-in, later the editor) and
    /// builds Home directly; the signed-in part lives in MainCoordinator.swift as an extension.
    final class AppCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
            super.init()
        }

        func start() {
            let welcome = WelcomeViewController()
            welcome.onSignIn = { [weak self] in self?.runSignIn() }
            navigationController.viewControllers = [welcome]
        }

        private func runSignIn() {
            let signIn = SignInCoordinator(navigationController: navigationController)
            signIn.onFinish = { [weak self, weak signIn] result in
                guard let self, let signIn else { return }
                removeChild(signIn)
                if case let .signedIn(name) = result {
                    showHome(name: name)
                }
            }
            childCoordinators.append(signIn)
            signIn.start()
        }
    }

    /// The profile editor: a modal flow in its own navigation controller, shown as a sheet.
    final class EditProfileCoordinator: NSObject, Coordinator {
        var childCoordinators: [any Coordinator] = []
        /// Run when the flow ends: after Save, or after the user swiped the sheet away.
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
            presenter.dismiss(animated: true) { [weak self] in
                self?.onFinish?()
            }
        }
    }



    /// The sign-in flow. It shares its parent's navigation controller, pushing onto it.
    final class SignInCoordinator: Coordinator {
        var childCoordinators: [any Coordinator] = []
        /// Run once with how the flow ended. The parent's closure captures it weakly.
        var onFinish: ((SignInResult) -> Void)?
        private let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let screen = SignInViewController()
            screen.onContinue = { [weak self] name in
                self?.finish(.signedIn(name: name))
            }
            screen.onPop = { [weak self] in
                self?.finish(.cancelled)
            }
            navigationController.pushViewController(screen, animated: true)
        }

        /// Reports the end once: when Home replaces the stack, the sign-in screen also leaves its
        /// parent, and that must not report a second ending.
        private func finish(_ result: SignInResult) {
            guard let report = onFinish else { return }
            onFinish = nil
            report(result)
        }
    }

    /// Asks for a name; Continue signs in under it.
    final class SignInViewController: UIViewController {
        /// Run with the typed name when the user taps Continue.
        var onContinue: ((String) -> Void)?
        /// Run when the screen has left its navigation controller (the back button, or a finished back swipe).
        var onPop: (() -> Void)?
        private let nameField = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Sign In"
            nameField.placeholder = "Name"
            view.addSubview(nameField)
            let proceed = UIButton(type: .system)
            proceed.setTitle("Continue", for: .normal)
            proceed.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                onContinue?(nameField.text ?? "")
            }, for: .touchUpInside)
            view.addSubview(proceed)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            // Only in viewDidDisappear: a back swipe the user abandons never gets this far.
            if isMovingFromParent {
                onPop?()
            }
        }
    }
}

extension FlatClosureBaseline.EditProfileCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}

extension FlatClosureBaseline.AppCoordinator {
    /// Replaces the stack with Home for `name`.
    func showHome(name: String) {
        let home = HomeViewController(name: name)
        home.onEditProfile = { [weak self] in self?.runEditProfile() }
        navigationController.setViewControllers([home], animated: false)
    }

    /// Starts the profile editor as a child of the app coordinator.
    func runEditProfile() {
        let editor = FlatClosureBaseline.EditProfileCoordinator(presenter: navigationController)
        editor.onFinish = { [weak self, weak editor] in
            guard let self, let editor else { return }
            removeChild(editor)
        }
        childCoordinators.append(editor)
        editor.start()
    }
}
