/// A field the user types text into.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The field's text.
    open var text: String? = ""
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// Whether the field hides what is typed.
    open var isSecureTextEntry = false
    /// The keyboard the field shows.
    open var keyboardType = UIKeyboardType.default
    /// What the field holds, for the keyboard's suggestions.
    open var textContentType: UITextContentType?
}
