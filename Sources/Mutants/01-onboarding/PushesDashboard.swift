@testable import Onboarding

/// Mutant: the dashboard is pushed on top of onboarding, so Back leads into it again.
final class PushesDashboard: OnboardingMutant {
    override func showDashboard(name: String) {
        navigationController.pushViewController(DashboardViewController(name: name), animated: true)
    }
}
