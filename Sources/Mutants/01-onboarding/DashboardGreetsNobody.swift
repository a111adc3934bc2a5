/// Mutant: the dashboard is made without the typed name, so it greets nobody.
final class DashboardGreetsNobody: OnboardingMutant {
    override func showDashboard(name: String) {
        super.showDashboard(name: "")
    }
}
