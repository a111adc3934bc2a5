/// A field the user types into, bound to a string; its title is the placeholder the user sees.
///
/// ```swift
/// TextField("Phone", text: $phone)
/// ```
public struct TextField<Label: View>: View {
    let title: String
    let text: Binding<String>

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension TextField where Label == Text {
    /// Creates a field titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.text
        self.text = text
    }

    /// Creates a field titled with a string literal that grows along an axis.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }

    /// Creates a field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
}

extension TextField: BuiltInView {
    func render(in node: ViewNode) {
        node.display = .leaf(ControlViews.field(in: node, placeholder: title, text: text, isEnabled: node.environment.isEnabled))
    }
}
