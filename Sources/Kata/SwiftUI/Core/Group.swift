/// Views kept together without a container of their own, to apply modifiers to all of them.
public struct Group<Content: View>: View {
    let content: Content

    /// Groups the views a builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension Group: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
    }
}
