/// How the corners of a stroked path look; kept, not drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut corners.
    case bevel
}
