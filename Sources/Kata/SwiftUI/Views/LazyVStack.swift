/// Views in a column, made as they scroll into sight on iOS; here, as a `VStack`, all at once.
public struct LazyVStack<Content: View>: View {
    let content: Content

    /// Lines views up in a column; alignment, spacing and pinned views are kept for reading, not laid out.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension LazyVStack: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.vertical, in: node))
    }
}
