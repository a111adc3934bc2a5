/// A font; the model keeps its name and draws nothing.
public struct Font: Sendable, Hashable {
    let name: String

    /// The weight of a font.
    public struct Weight: Sendable, Hashable {
        let name: String
        /// Regular.
        public static let regular = Weight(name: "regular")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Semibold.
        public static let semibold = Weight(name: "semibold")
        /// Bold.
        public static let bold = Weight(name: "bold")
    }

    /// The largest title.
    public static let largeTitle = Font(name: "largeTitle")
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
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font {
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
