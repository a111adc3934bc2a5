/// The options of UIKit's key-frame animations; kept, not animated.
extension UIView {
    /// How a key-frame animation runs.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt

        /// Creates options from their raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lets the user touch the views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Interpolates linearly between key frames.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Interpolates smoothly between key frames.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }
}
