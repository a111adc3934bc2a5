/// Controls grouped for data entry; on screen, a vertical stack view of its rows.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form of the rows a builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension Form: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.vertical))
    }
}
