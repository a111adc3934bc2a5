/// The Liquid Glass button style of iOS 26; the model keeps it and draws nothing.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// The prominent Liquid Glass button style of iOS 26; the model keeps it and draws nothing.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The Liquid Glass style.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The prominent Liquid Glass style.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
