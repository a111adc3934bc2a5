/// Whether the keyboard corrects spelling; kept.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
