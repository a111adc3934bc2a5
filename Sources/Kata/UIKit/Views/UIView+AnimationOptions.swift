/// The options of UIKit's block animations; kept, not animated.
extension UIView {
    /// How a block animation runs.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt

        /// Creates options from their raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lets the user touch the views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Eases in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs at an even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }
}
