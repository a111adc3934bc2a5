/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies a modifier to a view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ModifiedContent: BuiltInView where Content: View, Modifier: ViewModifier {
    func render(in node: ViewNode) {
        if let builtIn = modifier as? any BuiltInModifier {
            builtIn.render(content, in: node)
        } else {
            if let problem = DynamicProperties.link(modifier, to: node) {
                ModelReporting.report(problem)
            } else {
                node.child("body", modifier.body(content: _ViewModifier_Content(content: content)))
            }
        }
    }
}

extension View {
    /// Applies a modifier.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
