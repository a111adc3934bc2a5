/// The context of a change, such as its animation; kept, not animated.
public struct Transaction: Sendable {
    /// The change's animation.
    public var animation: Animation?

    /// Creates a transaction.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}
