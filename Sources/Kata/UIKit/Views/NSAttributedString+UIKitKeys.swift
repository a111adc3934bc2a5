import Foundation

/// The attribute keys UIKit adds, with which bars and labels are styled; the model keeps the
/// attributes and draws nothing.
extension NSAttributedString.Key {
    /// The text's font.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The space between letters.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline's style.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The paragraph's style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
