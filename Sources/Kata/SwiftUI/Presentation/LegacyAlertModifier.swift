/// `alert(isPresented:content:)` and `alert(item:content:)`: the `Alert` the content makes, while
/// the binding says so; any button clears the binding, then runs its action.
struct LegacyAlertModifier: BuiltInModifier {
    /// The identity of what is shown now, or `nil` when nothing is.
    let presentedID: () -> AnyHashable?
    /// The alert for what is shown now.
    let alert: () -> Alert?
    /// Sets the binding back to false or `nil`.
    let clear: () -> Void

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        guard let id = node.read(presentedID), let alert = node.read(alert) else { return }
        let alertNode = node.child("alert:\(id.hashValue):\(id)", EmptyView())
        alertNode.isOffScreen = true
        let clear = self.clear
        node.traits.presentation = PresentationRequest(node: alertNode, makeController: {
            alert.controller(clearing: clear)
        }, userDismissed: {}, onDismiss: nil)
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true.
    @available(iOS, deprecated: 100000.0, message: "Use alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let made = content()
        return modifier(LegacyAlertModifier(
            presentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            alert: { made },
            clear: { isPresented.wrappedValue = false }
        ))
    }

    /// Shows the alert `content` makes for the item while there is one.
    @available(iOS, deprecated: 100000.0, message: "Use alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        modifier(LegacyAlertModifier(
            presentedID: { item.wrappedValue.map { AnyHashable($0.id) } },
            alert: { item.wrappedValue.map(content) },
            clear: { item.wrappedValue = nil }
        ))
    }
}
