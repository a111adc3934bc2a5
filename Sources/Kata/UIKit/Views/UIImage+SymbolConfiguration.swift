import Foundation

extension UIImage {
    /// How an image is drawn, such as a symbol's size; kept, nothing is drawn.
    open class Configuration: NSObject, @unchecked Sendable {
        override init() {
            super.init()
        }
    }

    /// The size, weight and scale of a symbol image; kept, nothing is drawn.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// How heavy a symbol's strokes are.
        public enum Weight: Int, Sendable {
            /// No weight given.
            case unspecified = 0
            /// The thinnest.
            case ultraLight
            /// Thin.
            case thin
            /// Light.
            case light
            /// Regular.
            case regular
            /// Medium.
            case medium
            /// Semibold.
            case semibold
            /// Bold.
            case bold
            /// Heavy.
            case heavy
            /// The heaviest.
            case black
        }

        /// How large a symbol is beside text of its size.
        public enum Scale: Int, Sendable {
            /// The system's choice.
            case `default` = -1
            /// No scale given.
            case unspecified = 0
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }

        /// The point size, when one was given.
        public let pointSize: CGFloat?
        /// The weight.
        public let weight: Weight
        /// The scale.
        public let scale: Scale

        private init(pointSize: CGFloat?, weight: Weight, scale: Scale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration of a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration of a point size and weight.
        public convenience init(pointSize: CGFloat, weight: Weight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration of a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }

        /// A configuration of a weight.
        public convenience init(weight: Weight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified)
        }

        /// A configuration of a scale.
        public convenience init(scale: Scale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// A configuration matching a text style's font.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }
    }

    /// An image from the app's assets drawn with a configuration; the model keeps its name.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name)
    }

    /// A system symbol image drawn with a configuration; the model keeps the symbol's name.
    public convenience init?(systemName: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: systemName)
    }
}
