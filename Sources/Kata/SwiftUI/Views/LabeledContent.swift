/// A label beside a value, as forms show settings; the model shows both texts.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates labeled content from two views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a title beside a value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        label = Text(titleKey)
        content = Text(value)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a title beside a formatted value, such as a price.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        label = Text(titleKey)
        content = Text(value, format: format)
    }

    /// Creates a title, given as a string, beside a formatted value.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        label = Text(title)
        content = Text(value, format: format)
    }
}

extension LabeledContent where Label == Text {
    /// Creates a title beside any view.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }
}

extension LabeledContent: BuiltInView {
    func render(in node: ViewNode) {
        node.child("label", label)
        node.child("content", content)
    }
}
