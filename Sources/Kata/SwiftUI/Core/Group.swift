/// Views kept together without a container of their own, to apply modifiers to all of them.
public struct Group<Content: View>: View {
    let content: Content

    /// Groups the views a builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Group: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
    }
}
