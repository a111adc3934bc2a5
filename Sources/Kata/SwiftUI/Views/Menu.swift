/// A button that opens a menu of actions. The model has no menus to open, so the menu's
/// buttons are on screen, as if it were open, and its label shows its text.
///
/// ```swift
/// Menu("Sort") {
///     Button("By date") { coordinator.sort(.date) }
///     Button("By name") { coordinator.sort(.name) }
/// }
/// ```
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// Creates a menu whose label is any view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension Menu where Label == Text {
    /// Creates a menu titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension Menu: View, BuiltInView {
    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }

    func render(in node: ViewNode) {
        node.child("label", label)
        node.child("content", content)
    }
}
