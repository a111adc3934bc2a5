/// A view that shows work under way: a spinner, or a bar for a fraction done, with an optional
/// label; on screen, its label's text (a spinner alone shows none).
///
/// ```swift
/// if isSigningIn {
///     ProgressView("Signing in…")
/// }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a spinner without a label.
    public init() {
        label = nil
    }

    /// Creates a bar for a value out of a total, without a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a spinner labelled with a string literal.
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
    }

    /// Creates a spinner labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
    }

    /// Creates a bar for a value out of a total, labelled with a string literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        label = Text(titleKey)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a spinner labelled with any view.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ProgressView: BuiltInView {
    func render(in node: ViewNode) {
        if let label {
            node.child("label", label)
        } else {
            node.display = .leaf(node.platformView { UIView() })
        }
    }
}
