import Foundation

/// The key UIKit code adds a transition under, as `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

/// An animation of a layer's change as a whole, such as a push from the left that a coordinator
/// adds to a navigation controller's layer before a push without animation. The model keeps it
/// and plays nothing: the push itself happens as the model's pushes do.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition: fade, move in, push or reveal.
    open var type: CATransitionType = .fade
    /// The direction it comes from, if any.
    open var subtype: CATransitionSubtype?
}
