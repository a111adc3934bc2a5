/// An optional view shows its view, or nothing; as in SwiftUI, `if` without `else` makes one.
extension Optional: View where Wrapped: View {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Optional: BuiltInView where Wrapped: View {
    func render(in node: ViewNode) {
        if let view = self {
            node.child("some", view)
        }
    }
}
