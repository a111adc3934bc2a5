import Foundation

/// A finger on the screen. The model's user acts through `User` rather than touches, so UIKit's
/// touch methods are never called and no touch is ever made.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where the touch is in a view's coordinates.
    open func location(in view: UIView?) -> CGPoint {
        .zero
    }
}
