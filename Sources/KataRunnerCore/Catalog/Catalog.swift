/// The workbook's katas, in learning order: the one place that lists them for the runner.
///
/// `Package.swift` lists the same folders and modules; a test keeps the two in step.
public enum Catalog {
    /// Every kata, in learning order.
    public static let katas: [Kata] = [
        Kata(
            number: 1,
            slug: "onboarding",
            title: "The onboarding coordinator",
            module: "Onboarding",
            lessonFile: "01-onboarding-coordinator.md",
            hints: [
                "start() creates a WelcomeViewController, connects it to the coordinator (a weak property, a closure or a delegate), and makes it the only screen with navigationController.setViewControllers([welcome], animated: false).",
                "Welcome's Next button only reports the tap (for example coordinator?.showAccountCreation()); showAccountCreation() creates an AccountCreationViewController, connects it, and pushes it.",
                "The Create Account button reports the typed name; showDashboard(name:) creates DashboardViewController(name:) and calls navigationController.setViewControllers([dashboard], animated: true), so onboarding's screens leave the stack.",
                "Add each button's action once, in viewDidLoad. Code in viewWillAppear runs again every time the user comes back to the screen, and each run adds one more action.",
                "A screen never calls pushViewController or present. It tells the coordinator what happened and lets the coordinator decide.",
                "The coordinator keeps its navigation controller, which keeps the screens; a screen that keeps the coordinator closes the circle. Declare the property weak, or capture [weak self] in the closures the coordinator hands to screens.",
            ]
        ),
        Kata(
            number: 2,
            slug: "router",
            title: "The router and its screen factory",
            module: "Routing",
            lessonFile: "02-router-factory.md",
            hints: [
                "makeViewController(for:) is a switch over Route with one case per screen. Take the data out of the case (case let .otp(phone):) and pass it, with self as the router, to the screen's initializer.",
                "navigate(to:animated:) pushes makeViewController(for: route). Send Code asks router?.navigate(to: .otp(phone: phoneField.text ?? \"\"), animated: true): the phone travels inside the route, so the screen has it before its view loads.",
                "Keep the router the screen is given as `private weak var router: (any Router)?`, never as AppRouter: then a test can hand the screen a spy that records what it was asked.",
                "present(_:animated:) wraps the screen: UINavigationController(rootViewController: makeViewController(for: route)), and presents that. The modal then has a bar of its own, where Close lives.",
                "pop(animated:) calls popViewController on the navigation controller; dismiss(animated:) calls dismiss on it. Close calls router?.dismiss, Change Number calls router?.pop.",
                "The router keeps the navigation controller, which keeps the screens; a screen that keeps the router closes the circle. Declare the screens' router weak.",
            ]
        ),
        Kata(
            number: 3,
            slug: "child-coordinators",
            title: "Child coordinators and their release",
            module: "ChildCoordinators",
            lessonFile: "03-child-coordinators.md",
            hints: [
                "start() shows WelcomeViewController with setViewControllers. Its onSignIn creates a SignInCoordinator, appends it to childCoordinators (nothing else keeps it alive), and calls its start(), which pushes SignInViewController.",
                "The sign-in flow reports its result to its parent, through a weak delegate or a closure with [weak self]. The parent calls removeChild(_:) first, then shows HomeViewController(name:) with setViewControllers, directly or through a MainCoordinator child.",
                "Make the app coordinator the navigation controller's delegate. In navigationController(_:didShow:animated:), transitionCoordinator?.viewController(forKey: .from) is the screen that was left; if the stack no longer contains it and it was the sign-in flow's first screen, end that flow.",
                "If the flow from the first try was never removed, it is still there on the second. Fix task 3, and make sure each flow is removed exactly once, by identity (===).",
                "Save dismisses the editor and reports the end; the parent removes that child (removeChild(_:), by identity). Capture the child weakly in its own completion closure.",
                "Swiping a sheet down never calls your Save code. Set the modal's presentationController?.delegate to the editor coordinator (an NSObject conforming to UIAdaptivePresentationControllerDelegate) and end the flow in presentationControllerDidDismiss(_:).",
                "A parent keeps its children; a child must not keep its parent. Delegates are weak, and completion closures capture [weak self].",
            ]
        ),
        Kata(
            number: 4,
            slug: "deep-links",
            title: "The tab bar and deep links",
            module: "DeepLinks",
            lessonFile: "04-deep-links.md",
            hints: [
                "Check url.scheme, then switch over url.host and the path parts (url.pathComponents without \"/\"): (\"shop\", []), (\"shop\", [\"products\", id]), (\"shop\", [\"products\", id, \"reviews\"]), (\"orders\", []), (\"orders\", [id]), (\"profile\", []). Turn each id into an Int.",
                "Everything the switch does not list is refused: end it with `default: return .failure(DeepLinkError(reason: …))`. An id is only digits, not too many of them (Int(\"999…\") is nil when it overflows); refuse long links before looking at them.",
                "start() starts the three tab coordinators and hands their navigation controllers to the tab bar, which becomes the window's root; makeKeyAndVisible(). The scene delegate passes each opened URL to its own app coordinator's open(_:), which selects the tab and calls that tab's show(_:).",
                "Route top-down: select the link's tab, then let that tab's coordinator build its own stack. Never push onto whatever navigation controller happens to be visible.",
                "A tab's show(_:) replaces its stack with setViewControllers: [list] + the screens the route describes, so the result is the same whatever the user had open.",
                "Before routing, if tabBarController.presentedViewController is not nil, dismiss it (animated: false is fine), then select the tab.",
                "When parsing fails, open(_:) returns without touching the tab bar or any stack. Keep the reason for a log or an alert if you like.",
                "Nothing should reset a tab when the user selects it: no popToRootViewController in a tab bar delegate, no rebuilding stacks in viewWillAppear.",
                "Keep the app coordinator in the scene delegate, and route a scene's links only to it. A static `shared` coordinator or a lookup of \"the\" key window mixes up scenes.",
            ]
        ),
    ]
}
