/// Where a supplementary view sits on the edge of its item or section.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// The top edge.
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
}
