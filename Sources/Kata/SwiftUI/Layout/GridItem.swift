/// A column or row of a lazy grid; kept, not laid out.
public struct GridItem: Sendable {
    /// How the item is sized.
    public var size: Size
    /// The space after it.
    public var spacing: CGFloat?
    /// How its content is aligned.
    public var alignment: Alignment?

    /// Creates an item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How a grid item is sized.
    public enum Size: Sendable {
        /// A fixed size.
        case fixed(CGFloat)
        /// Between a minimum and a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
}
