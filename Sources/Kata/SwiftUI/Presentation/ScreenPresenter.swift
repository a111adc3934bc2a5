/// What one screen of a SwiftUI tree presents: it presents the screen's sheet, cover or alert
/// when the tree asks for one, shows the presented content again after each update (it is part
/// of the same tree), dismisses it when the tree stops asking, and tells the tree when the user
/// swiped it away.
///
/// The journal names the line of the action whose change made the presentation come or go (a
/// button's, say), as it does for a path's changes. When the views that declared a presentation
/// leave the tree, it goes with them (Point-Free's swift-navigation matches SwiftUI so: "if a
/// view disappears, an attached sheet disappears shortly thereafter").
///
/// When the tree asks for another presentation while one is up (an item of another identity,
/// or one action that closes a sheet and opens another), the one up is dismissed and the new
/// one presented once it has gone, as Apple documents for `sheet(item:onDismiss:content:)`:
/// "If item changes, the system dismisses the sheet and replaces it with a new one using the
/// same process."
@MainActor
final class ScreenPresenter: NSObject, UIAdaptivePresentationControllerDelegate {
    private var presented: UIViewController?
    private var request: PresentationRequest?
    /// What the tree asks for while the presentation it replaces is being dismissed.
    private var waiting: (request: PresentationRequest?, controller: UIViewController)?

    /// Brings what `controller` presents in line with `request`, once the controller is on screen.
    func update(_ request: PresentationRequest?, from controller: UIViewController) {
        if waiting != nil {
            waiting = (request, controller)
            return
        }
        if let presented, self.request?.node !== request?.node {
            let onDismiss = self.request?.onDismiss
            self.presented = nil
            self.request = nil
            guard presented.presentingViewController != nil, !presented.isBeingDismissed else {
                onDismiss?()
                return update(request, from: controller)
            }
            waiting = (request, controller)
            controller.performDismissal(animated: true, completion: { [weak self] in
                onDismiss?()
                self?.presentWaiting()
            }, site: ViewAction.site)
            return
        }
        if let presented {
            presented.isModalInPresentation = request?.node.firstTrait(\.interactiveDismissDisabled) ?? false
            (presented as? EmbeddedScreen)?.refresh()
            return
        }
        guard let request, request.node.isAttached, controller.viewIfLoaded?.window != nil else { return }
        let shown = request.makeController()
        shown.isModalInPresentation = request.node.firstTrait(\.interactiveDismissDisabled) ?? false
        shown.presentationController?.delegate = self
        presented = shown
        self.request = request
        controller.performPresentation(of: shown, animated: true, completion: nil, site: ViewAction.site)
    }

    /// The screen whose views declared the presentation left the tree (a popped page, a branch
    /// not taken): what it presents goes at once, without animation, and `onDismiss` runs, as
    /// SwiftUI removes a sheet whose view is gone.
    func viewLeft() {
        waiting = nil
        guard let presented, let presenter = presented.presentingViewController, !presented.isBeingDismissed else { return }
        let onDismiss = request?.onDismiss
        self.presented = nil
        request = nil
        presenter.performDismissal(animated: false, completion: { onDismiss?() }, site: ViewAction.site)
    }

    /// Presents what the tree asked for while the previous presentation was going away.
    private func presentWaiting() {
        guard let (request, controller) = waiting else { return }
        waiting = nil
        update(request, from: controller)
    }

    /// The user swiped the sheet away.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let request = self.request
        presented = nil
        self.request = nil
        request?.userDismissed()
    }
}
