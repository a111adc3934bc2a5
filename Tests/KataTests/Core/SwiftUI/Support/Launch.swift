import Kata

/// The user of a visible window whose root shows `view` in a hosting controller.
@MainActor
func launch<Content: View>(_ view: Content) -> User {
    User(window: visibleWindow(root: UIHostingController(rootView: view)))
}
