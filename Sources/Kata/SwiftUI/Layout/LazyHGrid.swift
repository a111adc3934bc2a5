/// Views in a grid of rows, made as they scroll into sight on iOS; here all at once, one after
/// the other, every one on screen.
public struct LazyHGrid<Content: View> {
    let content: Content

    /// Creates a grid; rows, alignment and spacing are kept for reading, not laid out.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension LazyHGrid: View, BuiltInView {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }

    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.horizontal, in: node))
    }
}
