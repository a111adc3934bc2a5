extension UIControl {
    /// Where a control's content sits across it.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// In the middle.
        case center = 0
        /// At the left edge.
        case left
        /// At the right edge.
        case right
        /// Across the whole width.
        case fill
        /// At the leading edge.
        case leading
        /// At the trailing edge.
        case trailing
    }

    /// Where a control's content sits up and down it.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// In the middle.
        case center = 0
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// Across the whole height.
        case fill
    }
}
