/// A rectangle whose corners each have a radius of their own; on screen, an empty view.
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' style.
    public var style: RoundedCornerStyle

    /// Creates a rectangle from its corners' radii.
    public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a rectangle from each corner's radius.
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius
            ),
            style: style
        )
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension UnevenRoundedRectangle: BuiltInView {
    func render(in node: ViewNode) {}
}
