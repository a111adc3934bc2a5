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

extension ToolbarItem where ID == String {
    /// Creates an item the user may customize, by its identifier; the model shows it as any other.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Creates an item the user may customize, shown by default or not; the model always shows it.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
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
