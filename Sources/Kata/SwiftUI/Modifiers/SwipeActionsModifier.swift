/// `swipeActions`: a row of a list shows as before, and the buttons inside become the actions
/// its edge reveals when the user swipes it. Outside a list, as in SwiftUI, nothing swipes.
struct SwipeActionsModifier<Actions: View>: BuiltInModifier {
    let edge: HorizontalEdge
    let actions: Actions

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        guard node.environment.isInList else { return }
        let actionsNode = node.child("swipeActions", actions)
        actionsNode.isOffScreen = true
        let row = SwipeActionsView()
        row.axis = .vertical
        row.actions[edge] = ControlViews.buttons(in: actionsNode.assembledViews())
        node.display = .stack(row)
    }
}

extension View {
    /// Gives a list row actions the user reveals by swiping it from an edge, and taps by title;
    /// outside a `List` or `Form` the view does not swipe.
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
