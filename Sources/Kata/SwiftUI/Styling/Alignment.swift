/// Where a view sits inside its frame.
public struct Alignment: Sendable, Equatable {
    let name: String
    /// Centred.
    public static let center = Alignment(name: "center")
    /// Along the leading edge.
    public static let leading = Alignment(name: "leading")
    /// Along the trailing edge.
    public static let trailing = Alignment(name: "trailing")
    /// Along the top edge.
    public static let top = Alignment(name: "top")
    /// Along the bottom edge.
    public static let bottom = Alignment(name: "bottom")
    /// The top leading corner.
    public static let topLeading = Alignment(name: "topLeading")
    /// The top trailing corner.
    public static let topTrailing = Alignment(name: "topTrailing")
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(name: "bottomLeading")
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}
