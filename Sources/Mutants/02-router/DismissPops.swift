import Kata
@testable import Routing

/// Mutant: dismiss(animated:) pops the stack instead of dismissing the modal.
final class DismissPops: MutantRouter {
    override func dismiss(animated: Bool) {
        navigationController.popViewController(animated: animated)
    }
}
