/// A recognizer of taps; kept on its view. The model's user taps controls by their titles,
/// so a tap recognizer of your own never fires (its `#selector` target is Linux's limit too).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture.
    open var numberOfTapsRequired = 1
    /// How many fingers make the gesture.
    open var numberOfTouchesRequired = 1
}
