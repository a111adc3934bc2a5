import Kata
@testable import Routing

/// Mutant: the router keeps its own list of screens and sets the stack from it, so after the
/// user goes Back the list still holds the popped screen, and the next push brings it back.
final class RouterKeepsOwnStack: MutantRouter {
    private var screens: [UIViewController] = []

    override func navigate(to route: Route, animated: Bool) {
        screens.append(makeViewController(for: route))
        navigationController.setViewControllers(screens, animated: animated)
    }
}
