import Kata
@testable import Routing

/// Mutant: pop(animated:) dismisses instead of going back one screen, so Change Number does nothing.
final class PopDismisses: MutantRouter {
    override func pop(animated: Bool) {
        navigationController.dismiss(animated: animated)
    }
}
