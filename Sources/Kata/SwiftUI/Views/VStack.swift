/// Views in a column; on screen, a vertical stack view.
public struct VStack<Content: View>: View {
    let content: Content

    /// Lines views up in a column; alignment and spacing are kept for reading, not laid out.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension VStack: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.display = .stack(ControlViews.stack(.vertical))
    }
}
