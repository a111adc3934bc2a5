/// Several views one after the other, as a view builder makes them from several statements.
public struct TupleView<T>: View {
    /// The views.
    public var value: T

    /// Wraps a tuple of views.
    public init(_ value: T) {
        self.value = value
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
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
