/// A view that shows text.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text the label shows.
    open var text: String?
    /// The font of the text; implicitly unwrapped, as in UIKit, so a `UIFont?` can be assigned
    /// (`nil` brings back the system font).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil {
                font = .systemFont(ofSize: 17)
            }
        }
    }
    /// The colour of the text.
    open var textColor: UIColor = .label
    /// The text with its attributes; setting it sets `text` to its characters, which the user reads.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// Whether the label shows its highlighted colour; kept, nothing is drawn.
    open var isHighlighted = false
    /// The colour of the text when highlighted; kept, nothing is drawn.
    open var highlightedTextColor: UIColor?
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines the text may take; 0 for as many as it needs.
    open var numberOfLines = 1
    /// Whether the text shrinks to fit; kept, not drawn.
    open var adjustsFontSizeToFitWidth = false
    /// How small the text may shrink; kept, not drawn.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the user's text size setting.
    open var adjustsFontForContentSizeCategory = false
}
