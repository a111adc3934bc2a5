import Foundation

/// An interactive transition driven by a fraction, usually from a pan gesture; kept, never asked
/// to run.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How far the transition is.
    public private(set) var percentComplete: CGFloat = 0
    /// Whether the transition starts interactively.
    open var wantsInteractiveStart = true

    /// Creates the driver.
    public override init() {
        super.init()
    }

    /// Starts the interactive transition.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}

    /// Moves the transition to a fraction.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
    }

    /// Finishes the transition.
    open func finish() {
        percentComplete = 1
    }

    /// Cancels the transition.
    open func cancel() {
        percentComplete = 0
    }
}
