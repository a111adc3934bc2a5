/// A capsule, a rectangle with fully rounded ends; on screen, an empty view.
public struct Capsule: Shape {
    /// Creates a capsule.
    public nonisolated init(style: RoundedCornerStyle = .continuous) {}

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Capsule: BuiltInView {
    func render(in node: ViewNode) {}
}
