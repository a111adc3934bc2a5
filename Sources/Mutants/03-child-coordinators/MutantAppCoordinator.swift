import Foundation
import Kata
@testable import ChildCoordinators

/// A correct app coordinator of another design than the reference: flows report through
/// closures, Home and the editor belong to the app coordinator itself. Each mutant breaks it in
/// one place; on its own it passes every check.
class MutantAppCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [any Coordinator] = []
    let navigationController: UINavigationController

    required init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    func start() {
        let welcome = WelcomeViewController()
        welcome.onSignIn = { [weak self] in self?.startSignIn() }
        navigationController.setViewControllers([welcome], animated: false)
    }

    func startSignIn() {
        let signIn = ClosureSignInCoordinator(navigationController: navigationController)
        signIn.onFinish = { [weak self, weak signIn] result in
            guard let self, let signIn else { return }
            signInFinished(signIn, with: result)
        }
        childCoordinators.append(signIn)
        signIn.start()
    }

    func signInFinished(_ signIn: ClosureSignInCoordinator, with result: SignInResult) {
        removeChild(signIn)
        if case let .signedIn(name) = result {
            showHome(name: name)
        }
    }

    func showHome(name: String) {
        let home = HomeViewController(name: name)
        home.onEditProfile = { [weak self] in self?.startEditor() }
        navigationController.setViewControllers([home], animated: true)
    }

    /// What the editor does when the user swipes its sheet down; mutants of that ending change it.
    var editorSwipes: ClosureEditorCoordinator.SwipeHandling { .endsWhenGone }

    func startEditor() {
        let editor = ClosureEditorCoordinator(presenter: navigationController)
        editor.swipe = editorSwipes
        editor.onFinish = { [weak self, weak editor] in
            guard let self, let editor else { return }
            editorFinished(editor)
        }
        childCoordinators.append(editor)
        editor.start()
    }

    func editorFinished(_ editor: ClosureEditorCoordinator) {
        removeChild(editor)
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(popped) else { return }
        userPopped(popped)
    }

    func userPopped(_ screen: UIViewController) {
        for case let signIn as ClosureSignInCoordinator in childCoordinators where signIn.firstScreen === screen {
            signIn.onFinish?(.cancelled)
        }
    }
}

/// The sign-in flow, reporting through a closure.
final class ClosureSignInCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    var onFinish: ((SignInResult) -> Void)?
    private(set) weak var firstScreen: UIViewController?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let signIn = SignInViewController()
        signIn.onContinue = { [weak self] name in self?.onFinish?(.signedIn(name: name)) }
        firstScreen = signIn
        navigationController.pushViewController(signIn, animated: true)
    }
}

/// The profile editor, reporting through a closure; `swipe` is the switch three mutants turn,
/// and `onSaved` one more mutant hears.
final class ClosureEditorCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
    /// What the editor does when the user swipes its sheet down.
    enum SwipeHandling {
        /// Ends the flow once the sheet is gone, as it should.
        case endsWhenGone
        /// Sets no presentation delegate, so it never hears of the swipe.
        case unheard
        /// Hears the swipe, and forgets to end the flow.
        case heardButKept
        /// Ends the flow as soon as a swipe starts, also one the user lets go.
        case endsWhenStarted
    }

    var childCoordinators: [any Coordinator] = []
    var onFinish: (() -> Void)?
    /// Called when the user saves, before `onFinish`; a swipe down does not call it.
    var onSaved: (() -> Void)?
    var swipe = SwipeHandling.endsWhenGone
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let editor = EditProfileViewController()
        editor.onSave = { [weak self] in
            guard let self else { return }
            presenter.dismiss(animated: true)
            onSaved?()
            onFinish?()
        }
        let modal = UINavigationController(rootViewController: editor)
        if swipe != .unheard {
            modal.presentationController?.delegate = self
        }
        presenter.present(modal, animated: true)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        if swipe == .endsWhenStarted {
            onFinish?()
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        if swipe == .endsWhenGone {
            onFinish?()
        }
    }
}
