/// An item of a toolbar, placed in the navigation bar of the screen it is on.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ToolbarItem where ID == () {
    /// Creates an item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: BuiltInView {
    func render(in node: ViewNode) {
        node.traits.toolbarPlacement = placement
        node.child("content", content)
    }
}
