import Foundation

/// An animator of a custom transition. The model does every transition UIKit's default way and
/// never asks an animator to run (see lesson 00, "What the model leaves out"); animators compile,
/// so code that offers one keeps working, and its navigation happens as by default.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition lasts.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The transition ended.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
