/// Mutant: Next on Welcome jumps straight to the dashboard, skipping account creation.
final class SkipsAccountCreation: OnboardingMutant {
    override func showAccountCreation() {
        showDashboard(name: "")
    }
}
