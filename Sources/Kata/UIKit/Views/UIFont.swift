import Foundation

/// A font; the model keeps its description, and draws nothing.
///
/// A class, as in UIKit, so an extension can add a `convenience init`; immutable, and so
/// `Sendable` as UIKit declares it.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's description, such as `system 17 bold`.
    private let summary: String
    /// The point size.
    public let pointSize: CGFloat

    /// Creates a font with its description and size.
    init(description: String, pointSize: CGFloat) {
        summary = description
        self.pointSize = pointSize
        super.init()
    }

    /// The font's description, such as `system 17.0 weight 0.4`.
    open override var description: String {
        summary
    }

    /// Two fonts are equal when they have the same description and size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.summary == summary && other.pointSize == pointSize
    }

    /// The hash of the font's description.
    open override var hash: Int {
        summary.hashValue
    }

    /// A font's weight.
    public struct Weight: RawRepresentable, Sendable, Hashable {
        /// The weight, from -1 (thinnest) to 1 (heaviest).
        public var rawValue: CGFloat

        /// Creates a weight.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// A bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// The thinnest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight.
        public static let light = Weight(rawValue: -0.4)
        /// A heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        /// The style's name.
        public var rawValue: String

        /// Creates a style.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The largest title.
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// A first-level title.
        public static let title1 = TextStyle(rawValue: "title1")
        /// A second-level title.
        public static let title2 = TextStyle(rawValue: "title2")
        /// A third-level title.
        public static let title3 = TextStyle(rawValue: "title3")
        /// A callout.
        public static let callout = TextStyle(rawValue: "callout")
        /// A second caption.
        public static let caption2 = TextStyle(rawValue: "caption2")
        /// A headline.
        public static let headline = TextStyle(rawValue: "headline")
        /// A subheadline, such as a list cell's secondary text.
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// Body text.
        public static let body = TextStyle(rawValue: "body")
        /// A caption.
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// A footnote.
        public static let footnote = TextStyle(rawValue: "footnote")
        /// A title larger than the large title.
        public static let extraLargeTitle = TextStyle(rawValue: "extraLargeTitle")
        /// The second title larger than the large title.
        public static let extraLargeTitle2 = TextStyle(rawValue: "extraLargeTitle2")
    }

    /// The font of a Dynamic Type text style for some traits: the model's traits never change,
    /// so it is the style's font at the default size.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(description: "\(description) at \(fontSize)", pointSize: fontSize)
    }

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(description: "system \(fontSize) weight \(weight.rawValue)", pointSize: fontSize)
    }

    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font of a Dynamic Type text style, at the default size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(description: "preferred \(style.rawValue)", pointSize: 17)
    }
}

/// How a line of text is aligned.
public enum NSTextAlignment: Int, Sendable {
    /// Aligned to the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Spread to both edges.
    case justified = 3
    /// Aligned as the language reads.
    case natural = 4
}
