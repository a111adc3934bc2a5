/// A switch bound to a Boolean; on screen, a button titled with its label that flips it when
/// the user taps it, its state in the accessibility value ("1" on, "0" off).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle whose label is any view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: BuiltInView {
    func render(in node: ViewNode) {
        let labelNode = node.child("label", label)
        let isOn = self.isOn
        let button = ControlViews.button(in: node, titledBy: labelNode, isEnabled: node.environment.isEnabled) {
            isOn.wrappedValue.toggle()
        }
        button.accessibilityValue = node.read { isOn.wrappedValue } ? "1" : "0"
        node.display = .leaf(button)
    }
}
