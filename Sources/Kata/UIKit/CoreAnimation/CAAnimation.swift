import Foundation

/// An animation of a layer; the model keeps its settings and plays nothing.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// How long it lasts.
    open var duration: CFTimeInterval = 0
    /// How often it repeats.
    open var repeatCount: Float = 0
    /// Whether it plays back and forth.
    open var autoreverses = false
    /// When it starts.
    open var beginTime: CFTimeInterval = 0
    /// Its pace.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer keeps the end state.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether it is removed when it ends.
    open var isRemovedOnCompletion = true
    /// The object told when it starts and stops.
    open var delegate: (any CAAnimationDelegate)?

    /// Creates an animation.
    public override init() {
        super.init()
    }
}
