/// A rectangle; on screen, an empty view.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public nonisolated init() {}

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Rectangle: BuiltInView {
    func render(in node: ViewNode) {}
}
