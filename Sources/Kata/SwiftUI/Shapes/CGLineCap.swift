/// How the ends of a stroked line look; kept, not drawn.
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the line's end.
    case butt
    /// Rounded ends.
    case round
    /// Square ends past the line's end.
    case square
}
