/// How a text field capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// No capitalization.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}
