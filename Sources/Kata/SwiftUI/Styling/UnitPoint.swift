/// A point in a view's bounds, from 0 to 1 on each axis; kept, not laid out.
public struct UnitPoint: Sendable, Hashable {
    /// The horizontal position.
    public var x: CGFloat
    /// The vertical position.
    public var y: CGFloat

    /// Creates a point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top edge's middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The leading edge's middle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge's middle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
