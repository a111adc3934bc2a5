/// Space that grows along a stack's axis; it shows nothing the user can touch.
public struct Spacer: View {
    /// Creates a spacer; its minimum length is kept for reading, not laid out.
    public init(minLength: CGFloat? = nil) {}

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Spacer: BuiltInView {
    func render(in node: ViewNode) {}
}
