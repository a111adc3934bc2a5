/// A kind of layer transition; kept.
public struct CATransitionType: RawRepresentable, Sendable, Hashable {
    /// The type's name.
    public var rawValue: String

    /// Creates a type.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The new content fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content moves in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old away.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content moves away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
