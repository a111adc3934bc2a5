import Kata
@testable import Routing

/// Mutant: navigate(to:animated:) replaces the stack with the route's screen, so there is no
/// Back to the screen before.
final class NavigateReplacesStack: MutantRouter {
    override func navigate(to route: Route, animated: Bool) {
        navigationController.setViewControllers([makeViewController(for: route)], animated: animated)
    }
}
