/// Views in a row, made as they scroll into sight on iOS; here, as an `HStack`, all at once.
public struct LazyHStack<Content: View>: View {
    let content: Content

    /// Lines views up in a row; alignment, spacing and pinned views are kept for reading, not laid out.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension LazyHStack: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.horizontal, in: node))
    }
}
