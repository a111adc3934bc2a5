/// How the keyboard capitalizes; kept.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
}
