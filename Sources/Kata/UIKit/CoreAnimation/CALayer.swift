import Foundation

/// The layer behind a view; the model keeps the properties screens set, and draws nothing.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The radius of the layer's rounded corners.
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds: all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
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
    /// The shape of the layer's shadow; `nil` shapes it after the layer's content.
    open var shadowPath: CGPath?

    /// The layer's frame; kept, not laid out.
    open var frame: CGRect = .zero

    /// The layer's own rectangle: at the origin, the frame's size; setting it resizes the frame
    /// about its centre, as Core Animation does with the default anchor point.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = position
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The layer's centre in its superlayer, where the default anchor point sits; setting it moves
    /// the frame.
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
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

    /// Puts a layer inside this one at an index among its sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: Swift.min(Int(idx), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// Puts a layer inside this one, just below a sibling (at the bottom when the sibling is
    /// `nil` or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts a layer inside this one, just above a sibling (at the top when the sibling is `nil`
    /// or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// The layer as it appears on screen during an animation: the layer itself, as the model plays
    /// no animation.
    open func presentation() -> Self? {
        self
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
