/// Rows of a list or form under a header; the header's text is shown above them.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section under a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section under a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section under a header view, the form before iOS 15.
    @available(iOS, deprecated: 100000.0, message: "Use Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section {
    /// Creates a section with a header and a footer view, the form before iOS 15.
    @available(iOS, deprecated: 100000.0, message: "Use Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section: BuiltInView {
    func render(in node: ViewNode) {
        node.child("header", header)
        node.child("content", content)
        node.child("footer", footer)
    }
}
