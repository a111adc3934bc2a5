import Foundation

/// The object told when an animation starts and stops; the model plays none, so it is never told.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
