/// Views on top of each other; the model draws nothing, so all of them are on screen, back to
/// front, and the user can touch each.
public struct ZStack<Content: View>: View {
    let content: Content

    /// Layers views; alignment is kept for reading, not laid out.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ZStack: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
    }
}
