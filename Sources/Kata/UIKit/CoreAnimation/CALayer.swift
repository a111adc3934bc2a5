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

    /// The layer's frame; kept, not laid out.
    open var frame: CGRect = .zero
    /// The layer's background colour.
    open var backgroundColor: CGColor?
    /// The layer's opacity, from 0 to 1.
    open var opacity: Float = 1
    /// The layers inside this one.
    public private(set) var sublayers: [CALayer]?
    /// The layer this one is inside.
    public private(set) weak var superlayer: CALayer?
    /// The layer that masks this one.
    open var mask: CALayer?
    /// The animations added and not yet removed, by key; the model plays none.
    public private(set) var animationKeys: [String] = []

    /// Creates a layer.
    public override init() {
        super.init()
    }

    /// Adds a layer inside this one.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Takes the layer out of the layer it is in.
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Adds an animation; the model plays none, and keeps its key.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key {
            animationKeys.append(key)
        }
    }

    /// Removes an animation.
    open func removeAnimation(forKey key: String) {
        animationKeys.removeAll { $0 == key }
    }

    /// Removes every animation.
    open func removeAllAnimations() {
        animationKeys.removeAll()
    }
}
