/// `alert` and `confirmationDialog`: while the binding is true, a `UIAlertController` (an alert,
/// or an action sheet for a dialog) with the title, the message's text and an action per
/// `Button` in the actions, styled by the button's role; any action closes it and sets the
/// binding back to false. An alert without buttons gets OK; a dialog without a cancel button
/// gets Cancel, as SwiftUI adds its standard dismiss action.
struct AlertModifier<Actions: View, Message: View>: BuiltInModifier {
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message
    let style: UIAlertController.Style

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let binding = isPresented
        guard node.read({ binding.wrappedValue }) else { return }
        let actionsNode = node.child("alert", actions)
        actionsNode.isOffScreen = true
        let messageNode = node.child("message", message)
        messageNode.isOffScreen = true
        var roles: [ObjectIdentifier: ButtonRole] = [:]
        actionsNode.forEachNodeOnScreen { actionNode in
            if let role = actionNode.traits.buttonRole, case let .leaf(button) = actionNode.display {
                roles[ObjectIdentifier(button)] = role
            }
        }
        let buttons = ControlViews.buttons(in: actionsNode.assembledViews()).map { ($0, roles[ObjectIdentifier($0)]) }
        let (title, message, isPresented, style) = (self.title, messageNode.texts().joined(separator: "\n"), self.isPresented, self.style)
        node.traits.presentation = PresentationRequest(node: actionsNode, makeController: {
            let alert = UIAlertController(title: title, message: message.isEmpty ? nil : message, preferredStyle: style)
            for (button, role) in buttons {
                alert.addAction(UIAlertAction(title: button.currentTitle, style: role.map(Self.actionStyle) ?? .default) { _ in
                    isPresented.wrappedValue = false
                    button.sendActions(for: .touchUpInside)
                })
            }
            if buttons.isEmpty, style == .alert {
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in isPresented.wrappedValue = false })
            }
            if style == .actionSheet, !buttons.contains(where: { $0.1 == .cancel }) {
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in isPresented.wrappedValue = false })
            }
            return alert
        }, userDismissed: {}, onDismiss: nil)
    }

    /// The alert action's style for a button's role.
    private static func actionStyle(_ role: ButtonRole) -> UIAlertAction.Style {
        role == .cancel ? .cancel : role == .destructive ? .destructive : .default
    }
}

extension View {
    /// Shows an alert while `isPresented` is true, with buttons from `actions`.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: titleKey.text, isPresented: isPresented, actions: actions(), message: EmptyView(), style: .alert))
    }

    /// Shows an alert with a message while `isPresented` is true, with buttons from `actions`.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: titleKey.text, isPresented: isPresented, actions: actions(), message: message(), style: .alert))
    }

    /// Shows an alert titled with a string while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions)
    }

    /// Shows an alert titled with a string, with a message, while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(LocalizedStringKey(String(title)), isPresented: isPresented, actions: actions, message: message)
    }

    /// Shows a confirmation dialog (an action sheet) while `isPresented` is true, with buttons
    /// from `actions` and, unless one of them has the cancel role, a Cancel button.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $confirmsSignOut) {
    ///     Button("Sign Out", role: .destructive) { coordinator.signOut() }
    /// }
    /// ```
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier(title: titleKey.text, isPresented: isPresented, actions: actions(), message: EmptyView(), style: .actionSheet))
    }

    /// Shows a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(title: titleKey.text, isPresented: isPresented, actions: actions(), message: message(), style: .actionSheet))
    }
}
