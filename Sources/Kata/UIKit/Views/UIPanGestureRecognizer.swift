/// A recognizer of drags; kept on its view. The model's user swipes back and down through a
/// navigation controller's and a sheet's own recognizers, so one of your own never fires.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that make the gesture.
    open var minimumNumberOfTouches = 1
    /// The most fingers that make the gesture.
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    /// How far the drag has moved in a view's coordinates: what was last set, zero at first.
    open func translation(in view: UIView?) -> CGPoint {
        translation
    }

    /// Resets how far the drag has moved, as a handler does after using it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    /// How fast the drag moves, in points per second: zero, as no drag happens here.
    open func velocity(in view: UIView?) -> CGPoint {
        .zero
    }
}
