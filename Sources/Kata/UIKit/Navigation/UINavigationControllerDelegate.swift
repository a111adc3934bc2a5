import Foundation

/// The object told when a navigation controller shows a controller.
///
/// The methods are optional, as in UIKit: each has a default, and a conforming class's own
/// method is the one called. They run for every change of the top controller while the
/// navigation controller is on screen, whether code or the user's back button caused it.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before the navigation controller shows `viewController`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after the navigation controller showed `viewController`.
    ///
    /// During an animated transition, `navigationController.transitionCoordinator` is still
    /// set here, and its `.from` controller is the one that was left: after a pop, the popped one.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

// MARK: - Default implementations

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
