/// A view whose type is hidden, to return different kinds of views from one place.
///
/// As in SwiftUI, a different type inside means a different view: its state starts afresh.
public struct AnyView {
    let content: any View

    /// Wraps a view.
    public init<V: View>(_ view: V) {
        content = view
    }

    /// Wraps a view whose type is not known.
    public init(erasing view: some View) {
        content = view
    }
}

extension AnyView: BuiltInView {
    func render(in node: ViewNode) {
        node.child("erased", content)
    }
}

/// A view in an extension, as SwiftUI declares it, so the type's initializer and stored
/// properties are not isolated to the main actor and a view builder outside it can make one.
extension AnyView: View {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}
