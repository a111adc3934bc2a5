/// `onTapGesture`: the view becomes something the user taps, a button titled with the texts it
/// shows, as VoiceOver reads it; the tap runs the action.
struct TapGestureModifier: BuiltInModifier {
    let action: () -> Void
    let site: CallSite

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        let contentNode = node.child("content", content)
        node.display = .leaf(ControlViews.button(titledBy: contentNode, isEnabled: node.environment.isEnabled, site: site, action: action))
    }
}

extension View {
    /// Runs an action when the user taps the view; the user taps it by the texts it shows, as
    /// they would a button.
    ///
    /// ```swift
    /// OrderRow(order: order)
    ///     .onTapGesture { coordinator.show(order) }
    /// ```
    public func onTapGesture(
        count: Int = 1,
        perform action: @escaping () -> Void,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        modifier(TapGestureModifier(action: action, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
    }
}
