/// A font; the model keeps its name and draws nothing.
public struct Font: Sendable, Hashable {
    let name: String

    /// The weight of a font.
    public struct Weight: Sendable, Hashable {
        let name: String
        /// Ultra light.
        public static let ultraLight = Weight(name: "ultraLight")
        /// Thin.
        public static let thin = Weight(name: "thin")
        /// Light.
        public static let light = Weight(name: "light")
        /// Regular.
        public static let regular = Weight(name: "regular")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Semibold.
        public static let semibold = Weight(name: "semibold")
        /// Bold.
        public static let bold = Weight(name: "bold")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
        /// Black.
        public static let black = Weight(name: "black")
    }

    /// The largest title.
    public static let largeTitle = Font(name: "largeTitle")
    /// The caption's smaller size.
    public static let caption2 = Font(name: "caption2")

    /// The design of a system font.
    public enum Design: Sendable, Hashable {
        /// The default design.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    /// A system font of a text style, weight and design.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "system \(style)")
    }

    /// The text styles of system fonts.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        /// A large title.
        case largeTitle
        /// A title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A headline.
        case headline
        /// A subheadline.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// A smaller caption.
        case caption2
    }
    /// A title.
    public static let title = Font(name: "title")
    /// A second-level title.
    public static let title2 = Font(name: "title2")
    /// A third-level title.
    public static let title3 = Font(name: "title3")
    /// A headline.
    public static let headline = Font(name: "headline")
    /// A subheadline.
    public static let subheadline = Font(name: "subheadline")
    /// Body text.
    public static let body = Font(name: "body")
    /// A callout.
    public static let callout = Font(name: "callout")
    /// A footnote.
    public static let footnote = Font(name: "footnote")
    /// A caption.
    public static let caption = Font(name: "caption")

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system \(size)")
    }

    /// The same font, bold.
    public func bold() -> Font {
        Font(name: name + " bold")
    }

    /// The same font with digits of one width.
    public func monospacedDigit() -> Font {
        Font(name: name + " monospacedDigit")
    }

    /// The same font at a weight.
    public func weight(_ weight: Weight) -> Font {
        Font(name: name + " " + weight.name)
    }
}
