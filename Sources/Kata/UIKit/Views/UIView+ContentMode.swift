/// How a view's content fills its bounds; kept, not drawn.
extension UIView {
    /// How content fills a view.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, keeping its aspect.
        case scaleAspectFit
        /// Scaled to fill, keeping its aspect.
        case scaleAspectFill
        /// Drawn again on each size change.
        case redraw
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
    }
}
