/// The corners of a layer that its `cornerRadius` rounds; kept, nothing is drawn.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corners' bits.
    public var rawValue: UInt

    /// Creates a set of corners.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at the smallest x and y: the top left in UIKit's coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y: the top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y: the bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the largest x and y: the bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
