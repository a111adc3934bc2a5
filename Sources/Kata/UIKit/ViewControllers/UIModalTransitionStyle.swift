/// How a full-screen presentation animates; kept, not animated.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-dissolves.
    case crossDissolve
    /// Curls up a page.
    case partialCurl
}
