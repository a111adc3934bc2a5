import Foundation

/// The bar of tabs at the bottom of a tab bar controller; the model keeps its settings and draws nothing.
///
/// The user picks tabs through the tab bar controller, and each tab's title and image come
/// from its controller's `tabBarItem`, as in UIKit.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The colour of the selected tab's title and image.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The bar's look at rest.
    open var standardAppearance = UITabBarAppearance()
    /// The bar's look when content scrolls under its edge.
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The tab bar controller that manages the bar, if any.
    weak var tabBarController: UITabBarController?
    /// The items of a bar no controller manages.
    private var ownItems: [UITabBarItem]?

    /// The bar's items: for a tab bar controller's bar, its tabs' `tabBarItem`s in order, the
    /// same objects, so changing one changes the tab. UIKit raises an exception when the items of
    /// a controller's bar are replaced; the model reports it and keeps the tabs' items.
    open var items: [UITabBarItem]? {
        get {
            guard let tabBarController else { return ownItems }
            return tabBarController.viewControllers?.map(\.tabBarItem)
        }
        set {
            if let tabBarController {
                tabBarController.reportMisuse("Tried to set the items of a tab bar that a UITabBarController manages. UIKit raises an exception for this. Change each tab's tabBarItem, or its controllers.", at: nil)
                return
            }
            ownItems = newValue
        }
    }

    /// Sets the bar's items, as setting `items` does.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The proxy that sets how every tab bar looks. The model draws no bar, so it hands back a
    /// bar of its own whose settings are kept and applied nowhere.
    public static func appearance() -> UITabBar {
        UITabBar(frame: .zero)
    }
}
