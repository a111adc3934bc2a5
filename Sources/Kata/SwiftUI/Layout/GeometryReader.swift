/// A view that hands its content the size it is given; the model lays nothing out, so the
/// content gets the screen's size.
public struct GeometryReader<Content: View> {
    let content: (GeometryProxy) -> Content

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: View, BuiltInView {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }

    func render(in node: ViewNode) {
        node.child("content", content(GeometryProxy(size: UIScreen.main.bounds.size)))
    }
}
