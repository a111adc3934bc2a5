/// The content of a toolbar item group with a label, which the system shows in place of the
/// items where the bar has no room for them; on an iPhone the items show, and so they do in the
/// model, the label kept off screen.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension LabeledToolbarItemGroupContent: BuiltInView {
    func render(in node: ViewNode) {
        node.child("content", content)
        node.child("label", label).isOffScreen = true
    }
}
