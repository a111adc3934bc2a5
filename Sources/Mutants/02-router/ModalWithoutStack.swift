import Kata
@testable import Routing

/// Mutant: present(_:) presents the bare screen, without a navigation controller of its own.
final class ModalWithoutStack: MutantRouter {
    override func present(_ route: Route, animated: Bool) {
        navigationController.present(makeViewController(for: route), animated: animated)
    }
}
