/// Whether something is shown: automatically, always or never.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
