import Kata
@testable import ChildCoordinators

/// Mutant: when a sign-in flow ends, the navigation controller's delegate is taken away ("nothing
/// left to watch"), so in a second round nothing notices Back and the flow stays listed.
final class DropsDelegateAfterFirstFlow: MutantAppCoordinator {
    override func signInFinished(_ signIn: ClosureSignInCoordinator, with result: SignInResult) {
        super.signInFinished(signIn, with: result)
        navigationController.delegate = nil
    }
}
