import Kata
@testable import ChildCoordinators

/// Mutant: the sign-in flow ends in `willShow` instead of `didShow`, so a back swipe the user
/// abandons halfway ends a flow whose screen stays on screen.
final class EndsSignInInWillShow: MutantAppCoordinator {
    override func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(popped) else { return }
        userPopped(popped)
    }

    override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
