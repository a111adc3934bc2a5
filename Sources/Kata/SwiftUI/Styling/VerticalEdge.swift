/// The top or bottom edge of a view.
public enum VerticalEdge: Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int8

        /// Creates a set from its raw value.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 1)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
