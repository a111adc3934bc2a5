import Foundation

/// An animation of one property of a layer, from one value to another; kept, not played.
@preconcurrency @MainActor
open class CABasicAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// The value it starts from.
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?

    /// Creates an animation of a property.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
