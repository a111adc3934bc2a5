import Foundation

/// An event of touches, motion or remote control. The model's user acts through `User`, so no
/// event is ever made.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The touches of the event.
    open var allTouches: Set<UITouch>? {
        nil
    }
}
