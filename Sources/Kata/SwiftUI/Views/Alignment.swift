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

/// Where views line up across a horizontal stack.
public struct VerticalAlignment: Sendable, Equatable {
    let name: String

    /// The top edge.
    public static let top = VerticalAlignment(name: "top")
    /// The centre.
    public static let center = VerticalAlignment(name: "center")
    /// The bottom edge.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// The baseline of the first line of text.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}
