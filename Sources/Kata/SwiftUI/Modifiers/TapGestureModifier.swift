/// `onTapGesture`: a view of texts and images becomes something the user taps, a button titled
/// with the texts it shows, as VoiceOver reads it; the tap runs the action. A view with controls
/// of its own (a form's fields and buttons) keeps them, as on iOS, where they take the taps.
struct TapGestureModifier: BuiltInModifier {
    let action: () -> Void
    let site: CallSite

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        let contentNode = node.child("content", content)
        let hasControls = contentNode.assembledViews().flatMap(\.viewTree).contains { $0 is UIControl }
        guard !hasControls else { return }
        node.display = .leaf(ControlViews.button(in: node, titledBy: contentNode, isEnabled: node.environment.isEnabled, site: site, action: action))
    }
}

extension View {
    /// Runs an action when the user taps the view; the user taps it by the texts it shows, as
    /// they would a button. The model's user taps once, so `count` is kept and a double-tap
    /// action runs on the one tap.
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
