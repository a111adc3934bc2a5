/// A thin line between views; on screen, an empty view.
public struct Divider {
    /// Creates a divider.
    public nonisolated init() {}
}

extension Divider: View, BuiltInView {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }

    func render(in node: ViewNode) {
        node.display = .leaf(node.platformView { UIView() })
    }
}
