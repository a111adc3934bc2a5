import Kata
@testable import ChildCoordinators

/// Mutant: the sign-in flow's first screen reports that the user left in `viewWillDisappear`,
/// which a back swipe sends as soon as it starts, so a swipe the user abandons halfway ends a
/// flow whose screen stays on screen. The navigation controller's delegate plays no part.
final class EndsSignInInViewWillDisappear: MutantAppCoordinator {
    override func startSignIn() {
        let screen = SignInViewController()
        let signIn = ClosureSignInCoordinator(navigationController: navigationController)
        signIn.onFinish = { [weak self, weak signIn] result in
            guard let self, let signIn else { return }
            signInFinished(signIn, with: result)
        }
        screen.onContinue = { [weak signIn] name in signIn?.onFinish?(.signedIn(name: name)) }
        screen.onLeave = { [weak signIn] in signIn?.onFinish?(.cancelled) }
        childCoordinators.append(signIn)
        navigationController.pushViewController(screen, animated: true)
    }

    override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

    /// The sign-in screen, telling its flow it was left as soon as it starts to disappear.
    final class SignInViewController: UIViewController {
        var onContinue: ((String) -> Void)?
        var onLeave: (() -> Void)?
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

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isMovingFromParent {
                onLeave?()
            }
        }
    }
}
