/// A navigation controller as a split view's primary, as the split view collapses.
extension UINavigationController {
    /// Puts a controller on top of the stack before anything of it is on screen, as a split view
    /// does while it collapses: no transition, and the appearance callbacks come when it shows.
    func stackSilently(_ controller: UIViewController) {
        guard controller.parent == nil else { return }
        controller.willMove(toParent: self)
        children.append(controller)
        controller.parent = self
        controller.didMove(toParent: self)
        record(.push, "collapse \(controller) onto \(self)", at: nil)
    }
}
