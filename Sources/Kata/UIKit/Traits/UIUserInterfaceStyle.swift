/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Unknown.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}
