/// Whether the tab bar shows, given the screens pushed in the selected tab.
extension UITabBarController {
    /// The screen that hides the tab bar: the top of the selected tab's navigation stack, when it
    /// sets `hidesBottomBarWhenPushed` and is not the stack's root; `nil` while the bar shows.
    var screenHidingTabBar: UIViewController? {
        guard let stack = selectedViewController as? UINavigationController,
              stack.viewControllers.count > 1,
              let top = stack.topViewController,
              top.hidesBottomBarWhenPushed else { return nil }
        return top
    }
}
