/// Several views one after the other, as a view builder makes them from several statements.
public struct TupleView<T>: View {
    /// The views.
    public var value: T

    /// Wraps a tuple of views.
    public init(_ value: T) {
        self.value = value
    }

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension TupleView: BuiltInView {
    func render(in node: ViewNode) {
        for (index, element) in Mirror(reflecting: value).children.enumerated() {
            if let view = element.value as? any View {
                node.child("\(index)", view)
            }
        }
    }
}
