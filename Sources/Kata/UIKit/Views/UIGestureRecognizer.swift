import Foundation

/// A recognizer of one of the user's gestures. The model's user performs its gestures itself,
/// so a recognizer matters where UIKit gives you one: a navigation controller's
/// `interactivePopGestureRecognizer`, which you may turn off (`isEnabled = false`) or whose
/// delegate may refuse to begin; then the user cannot swipe back, as on iOS.
///
/// Recognizers of your own need `#selector` targets, which Linux does not have.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Whether it recognizes its gesture.
    open var isEnabled = true
    /// The object asked whether it may begin; held weakly, as in UIKit.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    /// Whether touches reach the view while it recognizes; kept.
    open var cancelsTouchesInView = true
    /// Where the recognizer is in its gesture: `.possible` for one of yours, which the model's
    /// user never performs.
    open var state: State = .possible

    /// The stages of a gesture.
    public enum State: Int, Sendable {
        /// No gesture yet.
        case possible
        /// A continuous gesture has begun.
        case began
        /// A continuous gesture has changed.
        case changed
        /// The gesture has ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed

        /// A discrete gesture was recognized: the same as `ended`.
        public static var recognized: State { .ended }
    }

    /// Where the gesture is in a view's coordinates: the origin, as no touch reaches it here.
    open func location(in view: UIView?) -> CGPoint {
        .zero
    }

    /// Creates a recognizer.
    public override init() {
        super.init()
    }

    /// Whether the gesture may begin now: enabled, and not refused by its delegate.
    var mayBegin: Bool {
        isEnabled && delegate?.gestureRecognizerShouldBegin(self) != false
    }
}
