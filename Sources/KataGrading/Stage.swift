import Kata

/// The app a check runs: a visible window with an empty navigation controller, and a user.
///
/// Graders hand the stage's navigation controller to the learner's coordinator, then act
/// through ``user`` as a person would, as the app's scene delegate would set things up:
///
/// ```swift
/// let stage = Stage(kata: "onboarding")
/// let coordinator = OnboardingCoordinator(navigationController: stage.navigationController)
/// coordinator.start()
/// stage.user.tap("Next")
/// ```
@MainActor
public final class Stage {
    /// The kata being graded, as `kata-runner hint` names it.
    public let kata: String
    /// The key, visible window.
    public let window: UIWindow
    /// The window's root: an empty navigation controller for the learner's coordinator.
    public let navigationController: UINavigationController
    /// The person using the app.
    public let user: User

    /// Creates a stage with an empty navigation controller as the root of a visible window.
    ///
    /// The stage's own navigation controller is never watched by a ``LifetimeTracker``: it is the
    /// check's, not the flow's, and a check may keep it past the flow's end.
    public init(kata: String) {
        self.kata = kata
        window = UIWindow(frame: UIScreen.main.bounds)
        navigationController = LifetimeTracker.untracked { UINavigationController() }
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        user = User(window: window)
    }

    /// The class names of the navigation controller's screens, bottom first.
    public var stackNames: [String] {
        navigationController.viewControllers.map(ScreenName.of)
    }

    /// The class name of the screen the user sees, or "nothing" (an empty navigation controller shows nothing).
    public var visibleName: String {
        ScreenName.visible(to: user)
    }
}

/// How graders name a screen: its class name, as the learner wrote it.
public enum ScreenName {
    /// The class name of a controller, without its module.
    @MainActor
    public static func of(_ controller: UIViewController) -> String {
        String(describing: type(of: controller))
    }

    /// The class name of the screen `user` sees, or "nothing" (an empty navigation controller shows nothing).
    @MainActor
    public static func visible(to user: User) -> String {
        guard let visible = user.visibleViewController else { return "nothing" }
        if let navigationController = visible as? UINavigationController, navigationController.viewControllers.isEmpty {
            return "nothing"
        }
        return of(visible)
    }

    /// A list of names as the learner reads it: `[WelcomeViewController, AccountCreationViewController]`.
    public static func list(_ names: [String]) -> String {
        "[" + names.joined(separator: ", ") + "]"
    }
}
