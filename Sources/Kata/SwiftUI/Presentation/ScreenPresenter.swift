/// What one screen of a SwiftUI tree presents: it presents the screen's sheet or cover when the
/// tree asks for one, dismisses it when the tree stops asking, and tells the tree when the user
/// swiped it away.
@MainActor
final class ScreenPresenter: NSObject, UIAdaptivePresentationControllerDelegate {
    private var presented: HostedPageController?
    private var request: PresentationRequest?

    /// Brings what `controller` presents in line with `request`, once the controller is on screen.
    func update(_ request: PresentationRequest?, from controller: UIViewController) {
        if let presented, presented.node !== request?.node {
            let onDismiss = self.request?.onDismiss
            self.presented = nil
            self.request = nil
            if presented.presentingViewController != nil {
                presented.dismiss(animated: true, completion: onDismiss)
            }
        }
        guard let request, presented == nil, controller.viewIfLoaded?.window != nil else {
            if let request, presented?.node === request.node {
                presented?.isModalInPresentation = request.node.firstTrait(\.interactiveDismissDisabled) ?? false
            }
            return
        }
        let page = HostedPageController(node: request.node)
        page.modalPresentationStyle = request.style
        page.isModalInPresentation = request.node.firstTrait(\.interactiveDismissDisabled) ?? false
        page.presentationController?.delegate = self
        presented = page
        self.request = request
        controller.present(page, animated: true)
    }

    /// The user swiped the sheet away.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let request = self.request
        presented = nil
        self.request = nil
        request?.userDismissed()
    }
}
