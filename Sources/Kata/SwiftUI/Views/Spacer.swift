/// Space that grows along a stack's axis; it shows nothing the user can touch.
public struct Spacer: View {
    /// Creates a spacer; its minimum length is kept for reading, not laid out.
    public init(minLength: CGFloat? = nil) {}

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
    }
}

extension Spacer: BuiltInView {
    func render(in node: ViewNode) {}
}
