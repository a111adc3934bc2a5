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

    /// The proxy that sets how every tab bar looks. The model draws no bar, so it hands back a
    /// bar of its own whose settings are kept and applied nowhere.
    public static func appearance() -> UITabBar {
        UITabBar(frame: .zero)
    }
}
