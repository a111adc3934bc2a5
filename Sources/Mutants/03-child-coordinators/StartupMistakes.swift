import Kata
@testable import ChildCoordinators

/// Mutant: the sign-in flow is started but never appended to childCoordinators, so nothing
/// keeps it and its screen's Continue does nothing.
final class ForgetsToAppendChild: MutantAppCoordinator {
    override func startSignIn() {
        let signIn = ClosureSignInCoordinator(navigationController: navigationController)
        signIn.onFinish = { [weak self, weak signIn] result in
            guard let self, let signIn else { return }
            signInFinished(signIn, with: result)
        }
        signIn.start()
    }
}

/// Mutant: sign-in is removed with `removeFirst()`, which removes whichever flow was started first.
final class RemovesFirstChild: MutantAppCoordinator {
    override func signInFinished(_ signIn: ClosureSignInCoordinator, with result: SignInResult) {
        if !childCoordinators.isEmpty {
            childCoordinators.removeFirst()
        }
        if case let .signedIn(name) = result {
            showHome(name: name)
        }
    }
}

/// Mutant: Home is shown for a name the app made up, not the one the sign-in flow reported.
final class HomeGreetsWrongName: MutantAppCoordinator {
    override func showHome(name: String) {
        super.showHome(name: "Guest")
    }
}
