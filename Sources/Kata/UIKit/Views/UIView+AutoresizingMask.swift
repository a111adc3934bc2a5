/// How a view resizes with its superview; kept, not laid out.
extension UIView {
    /// How a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt

        /// Creates a mask from its raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Keeps the distance to the left edge flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// Resizes the width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Keeps the distance to the right edge flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// Keeps the distance to the top edge flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// Resizes the height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// Keeps the distance to the bottom edge flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
