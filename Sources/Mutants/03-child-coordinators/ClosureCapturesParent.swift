import Kata
@testable import ChildCoordinators

/// Mutant: the sign-in flow's completion closure captures the app coordinator strongly,
/// closing a cycle (app -> child -> closure -> app) while the flow runs.
final class ClosureCapturesParent: MutantAppCoordinator {
    override func startSignIn() {
        let signIn = ClosureSignInCoordinator(navigationController: navigationController)
        signIn.onFinish = { [weak signIn] result in
            guard let signIn else { return }
            self.signInFinished(signIn, with: result)
        }
        childCoordinators.append(signIn)
        signIn.start()
    }
}
