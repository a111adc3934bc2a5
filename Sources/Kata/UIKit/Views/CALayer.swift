import Foundation

/// The layer behind a view; the model keeps the properties screens set, and draws nothing.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The radius of the layer's rounded corners.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the layer's bounds.
    open var masksToBounds = false
    /// The width of the layer's border.
    open var borderWidth: CGFloat = 0
    /// The colour of the layer's border.
    open var borderColor: CGColor?
    /// The colour of the layer's shadow.
    open var shadowColor: CGColor?
    /// The opacity of the layer's shadow, from 0 to 1.
    open var shadowOpacity: Float = 0
    /// The blur radius of the layer's shadow.
    open var shadowRadius: CGFloat = 3
    /// The offset of the layer's shadow.
    open var shadowOffset = CGSize(width: 0, height: -3)

    /// Creates a layer.
    public override init() {
        super.init()
    }
}

/// A colour as Core Graphics holds it; here, the name of the `UIColor` it came from.
public struct CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour's name.
    public var name: String

    /// The colour's name.
    public var description: String {
        name
    }
}
