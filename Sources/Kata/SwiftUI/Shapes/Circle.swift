/// A circle; on screen, an empty view.
public struct Circle: Shape {
    /// Creates a circle.
    public nonisolated init() {}

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Circle: BuiltInView {
    func render(in node: ViewNode) {}
}
