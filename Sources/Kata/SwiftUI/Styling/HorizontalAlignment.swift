/// Where views line up across a vertical stack.
public struct HorizontalAlignment: Sendable, Equatable {
    let name: String

    /// The leading edge.
    public static let leading = HorizontalAlignment(name: "leading")
    /// The centre.
    public static let center = HorizontalAlignment(name: "center")
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(name: "trailing")
}
