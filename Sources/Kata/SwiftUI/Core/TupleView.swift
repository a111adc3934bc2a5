/// Several views one after the other, as a view builder makes them from several statements.
public struct TupleView<T> {
    /// The views.
    public var value: T

    /// Wraps a tuple of views.
    public init(_ value: T) {
        self.value = value
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

/// A view in an extension, as SwiftUI declares it, so the type's initializer and stored
/// properties are not isolated to the main actor and a view builder outside it can make one.
extension TupleView: View {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}
