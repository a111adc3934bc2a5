import Kata
@testable import Onboarding

/// Mutant: Next replaces the stack with account creation instead of pushing it, so there is no
/// Back to Welcome.
final class NextReplacesStack: OnboardingMutant {
    override func showAccountCreation() {
        let accountCreation = AccountCreationViewController()
        accountCreation.onCreate = { [weak self] name in self?.showDashboard(name: name) }
        navigationController.setViewControllers([accountCreation], animated: true)
    }
}
