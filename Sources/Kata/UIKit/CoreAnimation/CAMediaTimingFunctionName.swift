/// The names of the standard paces.
public struct CAMediaTimingFunctionName: RawRepresentable, Sendable, Hashable {
    /// The name.
    public var rawValue: String

    /// Creates a name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An even pace.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow to start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow to end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow to start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
