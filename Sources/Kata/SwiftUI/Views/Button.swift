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
    /// What the button does, for alerts and dialogs.
    var role: ButtonRole?
    /// Where the button was written, which the journal names for what its action changes.
    let site: CallSite

    /// Creates a button whose label is any view.
    ///
    /// The call-site parameters are the model's: leave them out, and the journal names your line.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.label = label()
        self.action = action
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a button with a role whose label is any view.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(action: action, label: label, fileID: fileID, filePath: filePath, line: line, column: column)
        self.role = role
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Button where Label == Text {
    /// Creates a button titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(action: action, label: { Text(titleKey) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(action: action, label: { Text(title) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a button titled with a string literal and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(action: action, label: { Text(titleKey) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a button with a role, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(role: role, action: action, label: { Text(titleKey) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(role: role, action: action, label: { Text(title) }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension Button: BuiltInView {
    func render(in node: ViewNode) {
        let labelNode = node.child("label", label)
        node.traits.buttonRole = role
        node.display = .leaf(ControlViews.button(in: node, titledBy: labelNode, isEnabled: node.environment.isEnabled, site: site, action: action))
    }
}
