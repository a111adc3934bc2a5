/// A view that shows nothing.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension EmptyView: BuiltInView {
    func render(in node: ViewNode) {}
}
