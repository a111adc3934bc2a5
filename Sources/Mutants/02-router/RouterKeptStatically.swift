import Kata
@testable import Routing

/// Mutant: the router keeps itself in a static property, "the current router", so nothing the
/// app lets go of releases it, or the screens in its stack.
final class RouterKeptStatically: MutantRouter {
    nonisolated(unsafe) static var current: RouterKeptStatically?

    required init(navigationController: UINavigationController) {
        super.init(navigationController: navigationController)
        Self.current = self
    }
}
