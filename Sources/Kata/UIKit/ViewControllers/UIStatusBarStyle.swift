/// The status bar's style; there is no status bar in the model.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light, by the interface style.
    case `default`
    /// Light text, for dark backgrounds.
    case lightContent
    /// Dark text, for light backgrounds.
    case darkContent
}
