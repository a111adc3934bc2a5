/// `tabItem`: the label a `TabView` shows in its tab bar for this view.
struct TabItemModifier<Label: View>: BuiltInModifier {
    let label: Label

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        let labelNode = node.child("tabItem", label)
        labelNode.isOffScreen = true
        node.traits.tabItemTitle = labelNode.texts().joined(separator: " ")
        node.child("content", content)
    }
}

extension View {
    /// Sets the title (and image) of this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}
