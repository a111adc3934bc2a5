/// `toolbar`: the buttons inside become bar button items of the navigation bar of the screen the
/// view is on, as on iOS; the user taps them by title.
struct ToolbarModifier<Items: View>: BuiltInModifier {
    let items: Items

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let itemsNode = node.child("toolbar", items)
        itemsNode.isOffScreen = true
        node.traits.toolbarItems = Self.items(in: itemsNode).flatMap { item in
            let isLeading = item.firstTrait(\.toolbarPlacement)?.isLeading ?? false
            return ControlViews.buttons(in: item.assembledViews()).map { button in
                ToolbarButton(button: button, isLeading: isLeading)
            }
        }
    }

    /// The items of a toolbar: each `ToolbarItem` or `ToolbarItemGroup`, found also inside
    /// toolbar content of your own, and each other view, such as a bare button.
    private static func items(in node: ViewNode) -> [ViewNode] {
        guard node.traits.toolbarPlacement == nil, node.firstTrait(\.toolbarPlacement) != nil else {
            return node.itemNodes()
        }
        return node.children.filter { !$0.isOffScreen }.flatMap(items)
    }
}

/// A button of a toolbar, and which end of the bar it goes to.
@MainActor
struct ToolbarButton {
    let button: UIButton
    let isLeading: Bool

    /// The bar button item that shows it and taps it.
    func barButtonItem() -> UIBarButtonItem {
        let button = self.button
        let item = UIBarButtonItem(title: button.currentTitle, primaryAction: UIAction { _ in
            button.sendActions(for: .touchUpInside)
        })
        item.isEnabled = button.isEnabled && button.isUserInteractionEnabled
        item.accessibilityIdentifier = button.accessibilityIdentifier
        return item
    }
}

extension View {
    /// Puts buttons in the navigation bar of the screen this view is on.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
}
