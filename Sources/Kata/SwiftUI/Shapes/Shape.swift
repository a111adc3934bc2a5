/// A 2D shape that fills, strokes or clips a view; the model draws nothing, so a shape is on
/// screen as an empty view.
public protocol Shape: View {}

extension Shape {
    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { self }
    /// Fills the shape in the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View { self }
    /// Outlines the shape with a style and a line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    /// Outlines the shape with a style and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { self }
    /// Outlines the shape in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    /// Outlines the shape with a stroke style.
    public func stroke(style: StrokeStyle) -> some View { self }
}

extension Shape where Self == Rectangle {
    /// A rectangle, as `clipShape(.rect)` writes it.
    public static var rect: Rectangle {
        Rectangle()
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners, as `clipShape(.rect(cornerRadius: 12))` writes it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle {
        Circle()
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule {
        Capsule()
    }
}
