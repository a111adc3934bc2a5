/// What a layer shows outside an animation's time; kept.
public struct CAMediaTimingFillMode: RawRepresentable, Sendable, Hashable {
    /// The mode's name.
    public var rawValue: String

    /// Creates a mode.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The end state stays.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start state shows before.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
