/// A control that runs an action when the user taps it; on screen it is a button titled with
/// the texts of its label.
///
/// ```swift
/// Button("Send Code") { coordinator.navigate(to: .code(phone: phone)) }
/// Button(action: onNext) { Label("Next", systemImage: "arrow.right") }
/// ```
public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void

    /// Creates a button whose label is any view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    /// Creates a button with a role whose label is any view.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Button where Label == Text {
    /// Creates a button titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button titled with a string literal and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a role, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: BuiltInView {
    func render(in node: ViewNode) {
        let labelNode = node.child("label", label)
        node.display = .leaf(ControlViews.button(titledBy: labelNode, isEnabled: node.environment.isEnabled, action: action))
    }
}
