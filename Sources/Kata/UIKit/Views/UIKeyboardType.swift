/// The kind of keyboard a text field shows; the model keeps it and shows no keyboard.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits only.
    case numberPad
    /// Digits and the phone symbols.
    case phonePad
    /// For names and phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
}
