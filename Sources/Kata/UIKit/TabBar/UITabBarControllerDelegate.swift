import Foundation

/// The object asked about, and told of, the user's tab selections.
///
/// The methods are optional, as in UIKit: each has a default, and a conforming class's own
/// method is the one called. They run only when the user taps a tab, never when code sets
/// `selectedIndex` or `selectedViewController`.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asks whether the tab the user tapped may be selected; the default is `true`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the user selected a tab, including the one already selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

// MARK: - Default implementations

extension UITabBarControllerDelegate {
    /// Allows the selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
