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
