/// The direction a layer transition comes from; kept.
public struct CATransitionSubtype: RawRepresentable, Sendable, Hashable {
    /// The subtype's name.
    public var rawValue: String

    /// Creates a subtype.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// From the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
