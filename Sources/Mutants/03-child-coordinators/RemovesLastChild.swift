import Kata
@testable import ChildCoordinators

/// Mutant: sign-in is removed with `removeLast()`, which removes whichever flow was started last.
final class RemovesLastChild: MutantAppCoordinator {
    override func signInFinished(_ signIn: ClosureSignInCoordinator, with result: SignInResult) {
        childCoordinators.removeLast()
        if case let .signedIn(name) = result {
            showHome(name: name)
        }
    }
}
