/// Words for where a controller already is, for misuse messages.
extension UIViewController {
    /// Where the controller is: "in UINavigationController's stack", "presented by X", ….
    var placeDescription: String {
        if let parent {
            if parent is UINavigationController {
                return "in \(parent)'s stack"
            }
            if parent is UITabBarController {
                return "a tab of \(parent)"
            }
            return "a child of \(parent)"
        }
        if let presentingStorage {
            return "presented by \(presentingStorage)"
        }
        if windowHost != nil {
            return "a window's root"
        }
        return "on its own"
    }
}
