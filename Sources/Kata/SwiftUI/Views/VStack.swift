/// Views in a column; on screen, a vertical stack view.
public struct VStack<Content: View>: View {
    let content: Content

    /// Lines views up in a column; alignment and spacing are kept for reading, not laid out.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension VStack: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.vertical, in: node))
    }
}
