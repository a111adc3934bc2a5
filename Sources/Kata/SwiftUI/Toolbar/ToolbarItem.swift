/// An item of a toolbar, placed in the navigation bar of the screen it is on.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Shown by the model itself.
    public var body: Never {
        fatalError("A view the model shows itself has no body.")
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
