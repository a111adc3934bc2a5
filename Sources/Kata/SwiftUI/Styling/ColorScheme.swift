/// Light or dark appearance; kept, not drawn.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
