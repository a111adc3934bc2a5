import Kata
@testable import Routing

/// Mutant: present(_:animated:) pushes the screen instead of presenting it, so Terms is a page
/// of the stack, not a sheet.
final class PresentPushes: MutantRouter {
    override func present(_ route: Route, animated: Bool) {
        navigationController.pushViewController(makeViewController(for: route), animated: animated)
    }
}
