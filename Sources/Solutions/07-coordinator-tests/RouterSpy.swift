import Checkout
import Kata

/// A router that shows nothing: it records what the coordinator asks for, in order, and keeps
/// the callbacks it was handed, so a test can play the user's gestures the way the app's router
/// would report them.
@MainActor
final class RouterSpy: CheckoutRouter {
    /// One request the coordinator made.
    enum Call {
        case push(UIViewController)
        case present(UIViewController)
        case dismiss
    }

    /// Every request, in the order the coordinator made them.
    private(set) var calls: [Call] = []
    private var backActions: [ObjectIdentifier: () -> Void] = [:]
    private var dismissActions: [ObjectIdentifier: () -> Void] = [:]

    func push(_ screen: UIViewController, animated: Bool, onBack: (() -> Void)?) {
        calls.append(.push(screen))
        backActions[ObjectIdentifier(screen)] = onBack
    }

    func present(_ screen: UIViewController, animated: Bool, onDismiss: (() -> Void)?) {
        calls.append(.present(screen))
        dismissActions[ObjectIdentifier(screen)] = onDismiss
    }

    func dismiss(animated: Bool) {
        calls.append(.dismiss)
    }

    /// The screen of the last push, if it is a `Screen`.
    func lastPushed<Screen: UIViewController>(_ type: Screen.Type) -> Screen? {
        for call in calls.reversed() {
            if case let .push(screen) = call { return screen as? Screen }
        }
        return nil
    }

    /// The screen of the last presentation, if it is a `Screen`.
    func lastPresented<Screen: UIViewController>(_ type: Screen.Type) -> Screen? {
        for call in calls.reversed() {
            if case let .present(screen) = call { return screen as? Screen }
        }
        return nil
    }

    /// What the app's router reports when `screen` is popped by Back, a back swipe or the parent.
    func popByUser(_ screen: UIViewController) {
        backActions[ObjectIdentifier(screen)]?()
    }

    /// What the app's router reports when the user swipes the sheet `screen` down.
    func swipeDown(_ screen: UIViewController) {
        dismissActions[ObjectIdentifier(screen)]?()
    }
}
