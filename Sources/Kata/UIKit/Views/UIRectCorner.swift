/// The corners of a rectangle, for a rounded path; kept, nothing is drawn.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The corners' bits.
    public var rawValue: UInt

    /// Creates a set of corners.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
