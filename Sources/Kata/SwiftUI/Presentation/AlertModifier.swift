/// `alert`: while the binding is true, an alert with the title, the message's text and a button
/// per `Button` in the actions (OK when there is none); any button closes it and sets the binding
/// back to false.
struct AlertModifier<Actions: View, Message: View>: BuiltInModifier {
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let binding = isPresented
        guard node.read({ binding.wrappedValue }) else { return }
        let actionsNode = node.child("alert", actions)
        actionsNode.isOffScreen = true
        let messageNode = node.child("message", message)
        messageNode.isOffScreen = true
        let buttons = ControlViews.buttons(in: actionsNode.assembledViews())
        let (title, message, isPresented) = (self.title, messageNode.texts().joined(separator: "\n"), self.isPresented)
        node.traits.presentation = PresentationRequest(node: actionsNode, makeController: {
            let alert = UIAlertController(title: title, message: message.isEmpty ? nil : message, preferredStyle: .alert)
            for button in buttons {
                alert.addAction(UIAlertAction(title: button.currentTitle, style: .default) { _ in
                    isPresented.wrappedValue = false
                    button.sendActions(for: .touchUpInside)
                })
            }
            if buttons.isEmpty {
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in isPresented.wrappedValue = false })
            }
            return alert
        }, userDismissed: {}, onDismiss: nil)
    }
}

extension View {
    /// Shows an alert while `isPresented` is true, with buttons from `actions`.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: titleKey.text, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// Shows an alert with a message while `isPresented` is true, with buttons from `actions`.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: titleKey.text, isPresented: isPresented, actions: actions(), message: message()))
    }
}
