import Foundation

/// The object that offers a presented controller's custom animators and presentation
/// controller; every method is optional, as in UIKit. The model asks it for the presentation
/// controller of a `.custom` presentation, and never for animators: transitions are not
/// animated, so their animators never run.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of the presentation.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The driver of an interactive presentation.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The driver of an interactive dismissal.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, asked as it begins; `nil` for a plain one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No animator.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No driver.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// No driver.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// No custom presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
}
