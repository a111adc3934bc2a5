/// The screen the user sees in a window; used by the simulated user and the pictures.
extension UIWindow {
    /// The controller whose screen the user sees: the top of the topmost layer's containers.
    var visibleViewController: UIViewController? {
        guard !isHidden, var current = layers.last else { return nil }
        while current.visibleChildren.count == 1, let only = current.visibleChildren.first {
            current = only
        }
        return current
    }

    /// The controllers the user can touch: the topmost layer's on-screen tree, parents first.
    var touchableControllers: [UIViewController] {
        guard !isHidden, let top = layers.last else { return [] }
        return top.visibleTree
    }
}
