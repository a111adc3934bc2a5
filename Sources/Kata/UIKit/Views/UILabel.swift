/// A view that shows a line of text.
@MainActor
open class UILabel: UIView {
    /// The text the label shows.
    open var text: String?
}
