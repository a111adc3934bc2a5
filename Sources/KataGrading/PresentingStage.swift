import Kata

/// The app a check of a presented flow runs: a visible window whose root is a plain home
/// screen, from which the learner's flow presents itself as it would over its parent's screen,
/// and a user.
///
/// ```swift
/// let stage = PresentingStage()
/// let flow = ContactsCoordinator(presenter: stage.home, contacts: contacts)
/// flow.start()
/// stage.user.tap("Ada")
/// ```
@MainActor
public final class PresentingStage {
    /// The key, visible window.
    public let window: UIWindow
    /// The window's root, which the flow presents over.
    public let home: UIViewController
    /// The person using the app.
    public let user: User

    /// Creates a stage with a plain home screen as the root of a visible window.
    public init() {
        home = UIViewController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        user = User(window: window)
    }
}
