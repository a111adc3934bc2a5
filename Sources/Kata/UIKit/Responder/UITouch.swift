import Foundation

/// A finger on the screen; the model's user never makes one, so none is ever handed to code.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The view the touch began in.
    open internal(set) weak var view: UIView?

    /// Where the touch is in a view's coordinates: the origin here.
    open func location(in view: UIView?) -> CGPoint {
        .zero
    }
}
