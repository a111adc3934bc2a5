/// What one screen of a SwiftUI tree presents: it presents the screen's sheet, cover or alert
/// when the tree asks for one, dismisses it when the tree stops asking, and tells the tree when
/// the user swiped it away.
@MainActor
final class ScreenPresenter: NSObject, UIAdaptivePresentationControllerDelegate {
    private var presented: UIViewController?
    private var request: PresentationRequest?

    /// Brings what `controller` presents in line with `request`, once the controller is on screen.
    func update(_ request: PresentationRequest?, from controller: UIViewController) {
        if let presented, self.request?.node !== request?.node {
            let onDismiss = self.request?.onDismiss
            self.presented = nil
            self.request = nil
            if presented.presentingViewController != nil, !presented.isBeingDismissed {
                presented.dismiss(animated: true, completion: onDismiss)
            } else {
                onDismiss?()
            }
        }
        if let presented {
            presented.isModalInPresentation = request?.node.firstTrait(\.interactiveDismissDisabled) ?? false
            return
        }
        guard let request, controller.viewIfLoaded?.window != nil else { return }
        let shown = request.makeController()
        shown.isModalInPresentation = request.node.firstTrait(\.interactiveDismissDisabled) ?? false
        shown.presentationController?.delegate = self
        presented = shown
        self.request = request
        controller.present(shown, animated: true)
    }

    /// The user swiped the sheet away.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let request = self.request
        presented = nil
        self.request = nil
        request?.userDismissed()
    }
}
