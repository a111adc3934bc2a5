/// Something to fill or stroke with, such as a colour or the secondary text level.
public protocol ShapeStyle: Sendable {}

/// A level of the foreground's colour: primary, secondary, and fainter.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    /// The primary level.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
}

/// The tint colour of the view's environment.
public struct TintShapeStyle: ShapeStyle {
    /// Creates the style.
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Green.
    public static var green: Color { Color.green }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
    /// No colour.
    public static var clear: Color { Color.clear }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// The app's accent colour.
    public static var accentColor: Color { Color.accentColor }
}
