/// A rectangle with rounded corners; on screen, an empty view.
public struct RoundedRectangle: Shape {
    /// The corners' radius.
    public var cornerRadius: CGFloat

    /// Creates a rounded rectangle.
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension RoundedRectangle: BuiltInView {
    func render(in node: ViewNode) {}
}
