/// A device Xcode's canvas shows a preview on, by name; kept, not used.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The raw value.
    public let rawValue: String

    /// Creates a device from its name, such as "iPhone 15".
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from a string literal.
    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}
