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
    ]
}
