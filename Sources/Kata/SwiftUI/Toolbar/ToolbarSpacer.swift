/// A gap between toolbar items, fixed or flexible, as iOS 26 toolbars group their items; the
/// model lays out no bar, so it holds no button and changes nothing the user can tap.
public struct ToolbarSpacer: View {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a spacer of a sizing at a placement.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ToolbarSpacer: BuiltInView {
    func render(in node: ViewNode) {
        node.traits.toolbarPlacement = placement
    }
}

extension ToolbarSpacer: ToolbarContent {}
