import Kata

/// Everything the checkout flow asks of navigation: the coordinators talk to this protocol,
/// never to a navigation controller, so a test can hand them a spy.
///
/// The app's router pushes onto its `UINavigationController` and presents sheets from it. It
/// calls `onBack` when a screen leaves the stack by a pop the coordinator did not ask for (the
/// user's Back or back swipe, or the parent popping the whole flow), and `onDismiss` when the
/// user swipes a sheet down.
@MainActor
public protocol CheckoutRouter: AnyObject {
    /// Pushes `screen`; `onBack` runs when it is popped by anyone but the coordinator: Back, a back swipe, the parent.
    func push(_ screen: UIViewController, animated: Bool, onBack: (() -> Void)?)

    /// Presents `screen` as a sheet; `onDismiss` runs when the user swipes it away.
    func present(_ screen: UIViewController, animated: Bool, onDismiss: (() -> Void)?)

    /// Dismisses the sheet on screen; `onDismiss` does not run, since the user did not swipe.
    func dismiss(animated: Bool)
}
