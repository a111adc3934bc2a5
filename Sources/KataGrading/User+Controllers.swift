import Kata

extension User {
    /// Every controller in the user's window: the root, each one's children, and what each
    /// presents; a screen the user left is in none of them.
    public var controllersInWindow: [UIViewController] {
        func tree(_ controller: UIViewController) -> [UIViewController] {
            [controller] + controller.children.flatMap(tree) + (controller.presentedViewController.map(tree) ?? [])
        }
        return window.rootViewController.map(tree) ?? []
    }
}
