import Foundation

/// A driver of an interactive custom transition; compiled, never asked (the model's user drives
/// UIKit's own interactive transitions: the back swipe and the sheet's swipe).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}
