/// `navigationBarItems(leading:trailing:)`, the toolbar before iOS 14: the buttons in each view
/// become bar button items at that end of the navigation bar of the screen the view is on.
struct NavigationBarItemsModifier<Leading: View, Trailing: View>: BuiltInModifier {
    let leading: Leading
    let trailing: Trailing

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let leadingNode = node.child("leading", leading)
        leadingNode.isOffScreen = true
        let trailingNode = node.child("trailing", trailing)
        trailingNode.isOffScreen = true
        node.traits.toolbarItems = ControlViews.buttons(in: leadingNode.assembledViews()).map { ToolbarButton(button: $0, isLeading: true) }
            + ControlViews.buttons(in: trailingNode.assembledViews()).map { ToolbarButton(button: $0, isLeading: false) }
    }
}

extension View {
    /// Puts buttons at both ends of the navigation bar of the screen this view is on.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(NavigationBarItemsModifier(leading: leading, trailing: trailing))
    }

    /// Puts buttons at the leading end of the navigation bar.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(NavigationBarItemsModifier(leading: leading, trailing: EmptyView()))
    }

    /// Puts buttons at the trailing end of the navigation bar.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(NavigationBarItemsModifier(leading: EmptyView(), trailing: trailing))
    }
}
