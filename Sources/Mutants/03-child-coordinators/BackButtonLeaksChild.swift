import Kata
@testable import ChildCoordinators

/// Mutant: nothing notices the back button, so a sign-in flow the user backs out of stays.
final class BackButtonLeaksChild: MutantAppCoordinator {
    override func userPopped(_ screen: UIViewController) {}
}
