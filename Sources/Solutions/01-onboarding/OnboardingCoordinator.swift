import Kata

/// Runs onboarding: Welcome, then account creation, then the dashboard.
///
/// The coordinator is the only object that creates screens and moves between them. Screens
/// keep a weak reference to it and tell it what the user did; it decides where that leads.
final class OnboardingCoordinator: Coordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// Shows Welcome as the only screen of the stack.
    func start() {
        let welcome = WelcomeViewController()
        welcome.coordinator = self
        navigationController.setViewControllers([welcome], animated: false)
    }

    /// Called by Welcome when the user taps Next.
    func showAccountCreation() {
        let accountCreation = AccountCreationViewController()
        accountCreation.coordinator = self
        navigationController.pushViewController(accountCreation, animated: true)
    }

    /// Called by account creation once the account exists: the dashboard replaces onboarding,
    /// so there is no way back into it.
    func showDashboard(name: String) {
        let dashboard = DashboardViewController(name: name)
        navigationController.setViewControllers([dashboard], animated: true)
    }
}
