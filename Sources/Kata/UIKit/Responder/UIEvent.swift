import Foundation

/// An event UIKit delivers: touches, motion, presses. The model's user acts through gestures of
/// its own, so views asked about an event get `nil` or an empty one; the type is here so that
/// UIKit code that overrides `point(inside:with:)` or `hitTest(_:with:)` compiles.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The touches of the event: none here.
    open var allTouches: Set<UITouch>? {
        nil
    }

    /// When the event happened, in seconds since the system started.
    open var timestamp: TimeInterval {
        0
    }
}
