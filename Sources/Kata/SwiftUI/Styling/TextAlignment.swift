/// How lines of text line up.
public enum TextAlignment: Sendable, Hashable {
    /// Along the leading edge.
    case leading
    /// Centred.
    case center
    /// Along the trailing edge.
    case trailing
}
