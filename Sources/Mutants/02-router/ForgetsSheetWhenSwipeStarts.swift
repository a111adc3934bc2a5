import Kata
@testable import Routing

/// Mutant: the router remembers the sheet it presented, dismisses only that one, and forgets it
/// in presentationControllerWillDismiss, when a swipe down starts. A swipe let go halfway
/// springs the sheet back, already forgotten, so Close does nothing.
final class ForgetsSheetWhenSwipeStarts: MutantRouter {
    private weak var sheet: UIViewController?
    private let watcher = SwipeWatcher()

    override func present(_ route: Route, animated: Bool) {
        let modal = UINavigationController(rootViewController: makeViewController(for: route))
        watcher.onWillDismiss = { [weak self] in self?.sheet = nil }
        modal.presentationController?.delegate = watcher
        sheet = modal
        navigationController.present(modal, animated: animated)
    }

    override func dismiss(animated: Bool) {
        guard let sheet else { return }
        sheet.dismiss(animated: animated)
        self.sheet = nil
    }
}

/// Hears a sheet's swipe start, for the router above.
final class SwipeWatcher: NSObject, UIAdaptivePresentationControllerDelegate {
    var onWillDismiss: (() -> Void)?

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        onWillDismiss?()
    }
}
