/// Several toolbar items at one placement, such as two buttons at the trailing end.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of items at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Creates a group of items at a placement, with a label the system shows in their place
    /// where the bar has no room; on an iPhone, and in the model, the items show.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ToolbarItemGroup: BuiltInView {
    func render(in node: ViewNode) {
        node.traits.toolbarPlacement = placement
        node.child("content", content)
    }
}

extension ToolbarItemGroup: ToolbarContent {}
