import Foundation

/// What a custom transition's animator is given: the container and the two sides. The model
/// never runs an animator, so it never makes one of these.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// A controller of the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view of the transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view ends.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Tells UIKit the animations are over.
    func completeTransition(_ didComplete: Bool)
    /// Reports the progress of an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interactive transition will finish.
    func finishInteractiveTransition()
    /// The interactive transition will be cancelled.
    func cancelInteractiveTransition()
}
