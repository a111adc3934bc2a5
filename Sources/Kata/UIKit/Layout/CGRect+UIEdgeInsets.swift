import Foundation

extension CGRect {
    /// The rectangle made smaller by insets on each edge (larger by negative ones).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom
        )
    }
}
