/// A title with an icon, as tab items and buttons show them; the model shows the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title

    /// Creates a label from two views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
    }

    /// Creates a label with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
    }
}

extension Label: BuiltInView {
    func render(in node: ViewNode) {
        node.child("title", title)
    }
}
