/// A field for a password, bound to a string: on screen, a text field with secure entry, which
/// the user types into by its title, as into any other.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
    let title: String
    let text: Binding<String>

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension SecureField where Label == Text {
    /// Creates a field titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.text
        self.text = text
    }

    /// Creates a field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
}

extension SecureField: BuiltInView {
    func render(in node: ViewNode) {
        let field = ControlViews.field(in: node, placeholder: title, text: text, isEnabled: node.environment.isEnabled)
        field.isSecureTextEntry = true
        node.display = .leaf(field)
    }
}
