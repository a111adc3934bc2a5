/// A field the user types text into.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The field's text.
    open var text: String? = ""
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// The placeholder with attributes; setting it sets `placeholder` to its text, which the
    /// user finds the field by.
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            placeholder = attributedPlaceholder?.string
        }
    }
    /// Whether the field hides what is typed.
    open var isSecureTextEntry = false
    /// The keyboard the field shows.
    open var keyboardType = UIKeyboardType.default
    /// What the field holds, for the keyboard's suggestions.
    open var textContentType: UITextContentType?
    /// The object told about editing; held weakly, as in UIKit.
    open weak var delegate: (any UITextFieldDelegate)?
    /// The view at the field's leading edge, such as an icon; kept, not drawn.
    open var leftView: UIView?
    /// When the leading view shows.
    open var leftViewMode: ViewMode = .never
    /// The view at the field's trailing edge.
    open var rightView: UIView?
    /// When the trailing view shows.
    open var rightViewMode: ViewMode = .never
    /// A text field can take the keyboard's focus.
    open override var canBecomeFirstResponder: Bool {
        true
    }
    /// The text's colour; kept, not drawn.
    open var textColor: UIColor?
    /// The text's font; kept, not drawn.
    open var font: UIFont?
    /// How the text is aligned; kept, not drawn.
    open var textAlignment: NSTextAlignment = .natural
    /// The field's border; kept, not drawn.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows; kept, not drawn.
    open var clearButtonMode: ViewMode = .never
    /// The return key's title; kept, the model has no keyboard.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the keyboard corrects spelling; kept.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// How the keyboard capitalizes; kept.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// The keyboard's look; kept.
    open var keyboardAppearance: UIKeyboardAppearance = .default

    /// The field's border.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// Rounded corners.
        case roundedRect
    }

    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing.
        case whileEditing
        /// Unless editing.
        case unlessEditing
        /// Always.
        case always
    }
}
