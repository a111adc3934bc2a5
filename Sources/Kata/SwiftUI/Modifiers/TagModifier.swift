/// `tag(_:)`: names the view's value for a `TabView`'s selection, or a `List`'s, where the
/// tagged row becomes something the user taps to select it.
struct TagModifier: BuiltInModifier {
    let tag: AnyHashable

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.traits.tag = tag
        guard node.environment.listSelection != nil, !node.environment.listRowIsTagged else {
            node.child("content", content)
            return
        }
        node.child("row", SelectableRow(tag: tag, content: content))
    }
}
