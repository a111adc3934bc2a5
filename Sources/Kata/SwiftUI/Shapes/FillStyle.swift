/// How a shape is filled; kept, not drawn.
public struct FillStyle: Sendable, Hashable {
    /// Whether the even-odd rule fills.
    public var isEOFilled: Bool
    /// Whether the edges are smoothed.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
