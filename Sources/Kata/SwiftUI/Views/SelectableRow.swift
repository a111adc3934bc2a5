/// A row of a `List` that binds a selection: the user taps it by the texts it shows, as a
/// button, and the tap selects its tag. The tag is the one `tag(_:)` set inside the row, or the
/// row's `ForEach` identifier. A row that is a `NavigationLink` with a value stays the link,
/// whose tap selects its value in a split view's sidebar.
struct SelectableRow<Content: View>: View {
    let tag: AnyHashable?
    let content: Content

    /// The model shows this view itself and never asks for its body, which is empty.
    var body: EmptyView {
        EmptyView()
    }
}

extension SelectableRow: BuiltInView {
    func render(in node: ViewNode) {
        guard let selection = node.environment.listSelection else {
            node.child("content", content)
            return
        }
        var inside = node.environment
        inside.listRowIsTagged = true
        let contentNode = node.child("content", content, environment: inside)
        guard contentNode.firstTrait(\.linkValue) == nil, let tag = contentNode.firstTrait(\.tag) ?? tag else { return }
        node.traits.tag = tag
        let didSelect = node.environment.listDidSelect
        node.display = .leaf(ControlViews.button(in: node, titledBy: contentNode, isEnabled: node.environment.isEnabled) {
            selection.select(tag)
            didSelect?()
        })
    }
}
