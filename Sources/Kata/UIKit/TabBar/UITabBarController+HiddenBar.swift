/// Whether the tab bar shows, given the screens pushed in the selected tab.
extension UITabBarController {
    /// The screen that hides the tab bar: the first screen pushed in the selected tab's navigation
    /// stack (not its root) that sets `hidesBottomBarWhenPushed`; the bar stays hidden for the
    /// screens pushed above it, as on devices. `nil` while the bar shows.
    var screenHidingTabBar: UIViewController? {
        guard let stack = selectedViewController as? UINavigationController else { return nil }
        return stack.viewControllers.dropFirst().first { $0.hidesBottomBarWhenPushed }
    }
}
