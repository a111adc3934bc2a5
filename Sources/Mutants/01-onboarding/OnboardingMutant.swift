import Kata
@testable import Onboarding

/// A correct onboarding coordinator built on closures, which each mutant breaks in one place.
///
/// On its own it passes every check, so a mutant that fails a check fails it for its one
/// mistake and nothing else.
@MainActor
class OnboardingMutant {
    let navigationController: UINavigationController

    required init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.setViewControllers([makeWelcome()], animated: false)
    }

    func makeWelcome() -> WelcomeViewController {
        let welcome = WelcomeViewController()
        welcome.onNext = { [weak self] in self?.showAccountCreation() }
        return welcome
    }

    func showAccountCreation() {
        let accountCreation = AccountCreationViewController()
        accountCreation.onCreate = { [weak self] name in self?.showDashboard(name: name) }
        navigationController.pushViewController(accountCreation, animated: true)
    }

    func showDashboard(name: String) {
        navigationController.setViewControllers([DashboardViewController(name: name)], animated: true)
    }
}
