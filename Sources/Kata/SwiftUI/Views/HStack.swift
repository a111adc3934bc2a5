/// Views in a row; on screen, a horizontal stack view.
public struct HStack<Content: View>: View {
    let content: Content

    /// Lines views up in a row; alignment and spacing are kept for reading, not laid out.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension HStack: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.horizontal, in: node))
    }
}
