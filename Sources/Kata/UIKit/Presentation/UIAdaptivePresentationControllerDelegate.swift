import Foundation

/// The object told when the user tries to swipe a presented sheet down.
///
/// The methods are optional, as in UIKit: each has a default, and a conforming class's own
/// method is the one called. None is called when code dismisses the sheet.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asks whether the user's swipe may dismiss the sheet; the default is `true`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when the swipe begins to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after the user dismissed the sheet with a swipe; the place to clean up a flow.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when a swipe was refused, by `isModalInPresentation` or `presentationControllerShouldDismiss`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// MARK: - Default implementations

extension UIAdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
