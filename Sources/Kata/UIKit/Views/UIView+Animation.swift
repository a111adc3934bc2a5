import Foundation

/// UIKit's block animations. The model has no time, so the changes in `animations` happen at
/// once, and `completion` runs, finished, when the turn ends (with the rest of the main queue's
/// work), as a device runs it once the animation is over.
///
/// ```swift
/// UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve) {
///     window.rootViewController = mainFlow
/// }
/// ```
extension UIView {
    /// Animates changes over a duration, after a delay, with options.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        perform(animations, then: completion)
    }

    /// Animates changes over a duration.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        perform(animations, then: completion)
    }

    /// Animates changes over a duration, as a spring.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        perform(animations, then: completion)
    }

    /// Animates a change of a view's content, such as the window's root.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        perform(animations ?? {}, then: completion)
    }

    /// Replaces a view with another in its superview.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        perform({
            if let superview = fromView.superview {
                superview.addSubview(toView)
                fromView.removeFromSuperview()
            }
        }, then: completion)
    }

    /// Animates changes in key frames.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        perform(animations, then: completion)
    }

    /// Adds a key frame to an animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs changes without animating them.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are on, as last set; the model's take no time either way.
    public class var areAnimationsEnabled: Bool {
        AnimationSettings.areEnabled
    }

    /// Turns animations on or off; kept, as the model's take no time.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationSettings.areEnabled = enabled
    }

    /// Makes the changes now, and runs the completion when the turn ends.
    private class func perform(_ animations: () -> Void, then completion: ((Bool) -> Void)?) {
        animations()
        MainQueue.complete(completion, finished: true)
    }
}
