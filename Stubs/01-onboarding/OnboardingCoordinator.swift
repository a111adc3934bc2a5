import Kata

// Kata 1 · The onboarding coordinator. Read Lessons/01-onboarding-coordinator.md first.
//
// Onboarding goes Welcome -> Create Account -> Dashboard. This coordinator is the only object
// that creates those screens and moves between them. Keep the names of the class, its
// initializer and start(): the grader uses them. Everything else is yours to design.

/// Runs onboarding: Welcome, then account creation, then the dashboard.
final class OnboardingCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Shows Welcome as the only screen of the stack.
    func start() {
        // Task 1: create a WelcomeViewController, connect it to this coordinator, and make it
        // the only screen of navigationController.
    }

    /// Called when the user taps Next on Welcome.
    func showAccountCreation() {
        // Task 2: push an AccountCreationViewController, connected to this coordinator.
    }

    /// Called when the user taps Create Account.
    func showDashboard(name: String) {
        // Task 3: replace the whole stack with a DashboardViewController(name:), so the
        // user cannot go back into onboarding.
    }
}
