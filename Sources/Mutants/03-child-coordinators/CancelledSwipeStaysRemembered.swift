import Kata
@testable import ChildCoordinators

/// Mutant: a back swipe let go halfway sets a "cancelled" flag, to keep the flow going, and the
/// flag is never reset, so every later pop is ignored: after the abandoned swipe, Back leaves
/// sign-in without ending its flow. It shows only on the pop after the abandoned swipe.
final class CancelledSwipeStaysRemembered: MutantAppCoordinator {
    private var swipeWasCancelled = false

    override func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        navigationController.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
            if context.isCancelled {
                self?.swipeWasCancelled = true
            }
        }
    }

    override func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard !swipeWasCancelled else { return }
        super.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}
