/// The keyboard's look; kept.
public enum UIKeyboardAppearance: Int, Sendable {
    /// As the system decides.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light
}
