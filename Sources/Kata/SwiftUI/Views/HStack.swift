/// Views in a row; on screen, a horizontal stack view.
public struct HStack<Content: View>: View {
    let content: Content

    /// Lines views up in a row; alignment and spacing are kept for reading, not laid out.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension HStack: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.horizontal))
    }
}
