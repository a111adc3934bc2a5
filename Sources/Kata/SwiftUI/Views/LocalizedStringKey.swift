/// The text of a `Text`, `Button` or field title written as a string literal, interpolations included.
///
/// The model has no string tables, so the key is the text shown.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The text shown.
    let text: String

    /// Creates a key from a string.
    public init(_ value: String) {
        text = value
    }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// Creates a key from a string literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// The parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Prepares for a literal of the given sizes.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Adds an interpolated value, as it describes itself.
        public mutating func appendInterpolation<T>(_ value: T) {
            text += "\(value)"
        }

        /// Adds an image inline; the model's images show nothing the user can read, so it adds
        /// no text.
        public mutating func appendInterpolation(_ image: Image) {}
    }
}
