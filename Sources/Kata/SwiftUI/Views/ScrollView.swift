/// Content that scrolls; the model shows all of it, as if scrolled wherever the user looks.
public struct ScrollView<Content: View>: View {
    let content: Content

    /// Creates a scroll view along axes.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ScrollView: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.vertical, in: node))
    }
}
