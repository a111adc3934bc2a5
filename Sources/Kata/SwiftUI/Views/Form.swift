/// Controls grouped for data entry; on screen, a vertical stack view of its rows.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form of the rows a builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Form: BuiltInView {
    func render(in node: ViewNode) {
        var rows = node.environment
        rows.isInList = true
        node.child("content", content, environment: rows)
        node.display = .stack(ControlViews.stack(.vertical, in: node))
    }
}
