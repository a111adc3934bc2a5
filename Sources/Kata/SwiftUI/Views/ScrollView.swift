/// Content that scrolls; the model shows all of it, as if scrolled wherever the user looks.
public struct ScrollView<Content: View>: View {
    let content: Content

    /// Creates a scroll view along axes.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension ScrollView: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.vertical))
    }
}
