/// `searchable`: a search field above the view, bound to the search text; the user types into it
/// by its prompt ("Search" unless the view gives one).
struct SearchableModifier: BuiltInModifier {
    let text: Binding<String>
    let prompt: String

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("search", TextField(prompt, text: text))
        node.child("content", content)
    }
}

extension View {
    /// Adds a search field bound to `text`.
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.text ?? "Search"))
    }

    /// Adds a search field bound to `text`, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, prompt: String(prompt)))
    }
}
