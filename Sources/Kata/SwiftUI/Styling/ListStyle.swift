/// A style for lists; the model keeps none and draws nothing.
public protocol ListStyle: Sendable {}

/// The plain list style.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// The inset grouped list style.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
