/// Where a bar sits; kept, not drawn.
public enum UIBarPosition: Int, Sendable {
    /// Any position.
    case any
    /// At the bottom.
    case bottom
    /// At the top.
    case top
    /// At the top, under the status bar.
    case topAttached
}
