/// `swipeActions`: the row shows as before, and the buttons inside become the actions its edge
/// reveals when the user swipes it.
struct SwipeActionsModifier<Actions: View>: BuiltInModifier {
    let edge: HorizontalEdge
    let actions: Actions

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        let contentNode = node.child("content", content)
        let actionsNode = node.child("swipeActions", actions)
        actionsNode.isOffScreen = true
        let row = SwipeActionsView()
        contentNode.assembledViews().forEach(row.addSubview)
        row.actions[edge] = ControlViews.buttons(in: actionsNode.assembledViews())
        node.display = .leaf(row)
    }
}

extension View {
    /// Gives a list row actions the user reveals by swiping it from an edge, and taps by title.
    /// As in SwiftUI, a row with swipe actions on either edge no longer shows the Delete that
    /// `onDelete` gives.
    /// A full swipe is not modelled: the user taps the action.
    ///
    /// ```swift
    /// OrderRow(order: order)
    ///     .swipeActions {
    ///         Button("Cancel", role: .destructive) { coordinator.cancel(order) }
    ///     }
    /// ```
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing,
        allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsModifier(edge: edge, actions: content()))
    }
}
