/// A direction: across or down.
public enum Axis: Int8, Sendable, CaseIterable {
    /// Across.
    case horizontal
    /// Down.
    case vertical

    /// A set of axes, for scroll views.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        /// Creates a set from its raw value.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Across.
        public static let horizontal = Set(rawValue: 1)
        /// Down.
        public static let vertical = Set(rawValue: 2)
    }
}
