/// A view that shows nothing.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension EmptyView: BuiltInView {
    func render(in node: ViewNode) {}
}
