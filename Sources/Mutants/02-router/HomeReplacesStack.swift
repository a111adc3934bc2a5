import Kata
@testable import Routing

/// Mutant: navigating to Home replaces the whole stack, a special case the lesson's router does
/// not make: navigate(to:) pushes what the factory builds, whatever the route.
final class HomeReplacesStack: MutantRouter {
    override func navigate(to route: Route, animated: Bool) {
        guard case .home = route else { return super.navigate(to: route, animated: animated) }
        navigationController.setViewControllers([makeViewController(for: route)], animated: animated)
    }
}
