import Kata

/// The user of a visible window whose root shows `view` in a hosting controller.
@MainActor
func launch<Content: View>(_ view: Content) -> User {
    User(window: visibleWindow(root: UIHostingController(rootView: view)))
}

/// The text fields in a view's tree, parents first.
@MainActor
func textFields(in view: UIView) -> [UITextField] {
    var found = (view as? UITextField).map { [$0] } ?? []
    for subview in view.subviews {
        found += textFields(in: subview)
    }
    return found
}
