/// An optional view shows its view, or nothing; as in SwiftUI, `if` without `else` makes one.
extension Optional: View where Wrapped: View {
    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension Optional: BuiltInView where Wrapped: View {
    func render(in node: ViewNode) {
        if let view = self {
            node.child("some", view)
        }
    }
}
