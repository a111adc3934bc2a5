/// Tabs: one screen per view inside, picked by the user in the tab bar; the selection binding
/// holds the tag of the tab on screen, and setting it switches tabs.
///
/// On screen it is a tab bar controller, as on iOS.
///
/// ```swift
/// TabView(selection: $coordinator.tab) {
///     ShopView().tabItem { Label("Shop", systemImage: "bag") }.tag(Tab.shop)
///     OrdersView().tabItem { Label("Orders", systemImage: "list.bullet") }.tag(Tab.orders)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates tabs whose selection is bound to a tag.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The model shows this view itself and never asks for its body, which is empty.
    public var body: EmptyView {
        EmptyView()
    }
}

extension TabView where SelectionValue == Int {
    /// Creates tabs that keep their own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: BuiltInView {
    func render(in node: ViewNode) {
        let controller = node.persistent("tabs") { TabViewController() }
        let pages = node.persistent("pages") { PageControllers() }
        let contentNode = node.child("content", content)
        let tabs = contentNode.itemNodes()
        tabs.forEach { $0.makeScreenRoot() }
        let controllers = pages.controllers(for: tabs)
        let tags = tabs.enumerated().map { index, tab in tab.firstTrait(\.tag) ?? AnyHashable(index) }
        for (page, tab) in zip(controllers, tabs) {
            page.tabBarItem.title = tab.firstTrait(\.tabItemTitle)
        }
        if controller.viewControllers?.count != controllers.count || zip(controllers, controller.children).contains(where: { $0 !== $1 }) {
            controller.setViewControllers(controllers, animated: false)
        }
        if let selection, let index = tags.firstIndex(of: AnyHashable(node.read { selection.wrappedValue })), index != controller.selectedIndex {
            controller.selectedIndex = index
        }
        let selection = self.selection
        controller.userSelected = { index in
            if let selection, let value = tags[index].base as? SelectionValue {
                selection.wrappedValue = value
            }
        }
        controller.refreshPages = { controllers.forEach { $0.refresh() } }
        node.display = .embedded(controller)
    }
}

/// The tab bar controller a `TabView` shows through; the user's taps update the selection.
@MainActor
final class TabViewController: UITabBarController, EmbeddedScreen, UITabBarControllerDelegate {
    /// Brings the tabs' contents up to date.
    var refreshPages: () -> Void = {}
    /// Tells the `TabView` the user picked a tab.
    var userSelected: (Int) -> Void = { _ in }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        delegate = self
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func refresh() {
        refreshPages()
    }

    /// Named as the app's code names it.
    override var description: String {
        "TabView"
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let index = children.firstIndex(where: { $0 === viewController }) {
            userSelected(index)
        }
    }
}
