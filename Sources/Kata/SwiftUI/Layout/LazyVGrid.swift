/// Views in a grid of columns, made as they scroll into sight on iOS; here all at once, one after
/// the other, every one on screen.
public struct LazyVGrid<Content: View> {
    let content: Content

    /// Creates a grid; columns, alignment and spacing are kept for reading, not laid out.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension LazyVGrid: View, BuiltInView {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }

    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.vertical, in: node))
    }
}
