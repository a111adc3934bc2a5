import Kata
@testable import Routing

/// Mutant: "one modal at a time", remembered in a flag that only dismiss(animated:) clears; a
/// sheet swiped away never calls it, so after Terms is swiped down the Terms button is dead.
final class ModalFlagClearedOnlyByDismiss: MutantRouter {
    private var isPresenting = false

    override func present(_ route: Route, animated: Bool) {
        guard !isPresenting else { return }
        isPresenting = true
        super.present(route, animated: animated)
    }

    override func dismiss(animated: Bool) {
        isPresenting = false
        super.dismiss(animated: animated)
    }
}
