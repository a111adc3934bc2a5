import Foundation

/// The toolbar at the bottom of a navigation controller's screens.
extension UINavigationController {
    /// The items the toolbar shows now: the top screen's `toolbarItems`, unless the toolbar is
    /// hidden, or a screen pushed above the root sets `hidesBottomBarWhenPushed`, which hides
    /// the toolbar as it hides a tab bar.
    var toolbarItemsOnScreen: [UIBarButtonItem] {
        guard !isToolbarHidden, !viewControllers.dropFirst().contains(where: \.hidesBottomBarWhenPushed) else { return [] }
        return topViewController?.toolbarItems ?? []
    }
}
