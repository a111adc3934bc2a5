import Testing
@testable import Onboarding

/// Kata 1: the onboarding coordinator. Each check is one task of the lesson.
@MainActor
@Suite("Kata 1 · Onboarding coordinator")
struct OnboardingGrader {
    let checks = OnboardingChecks<OnboardingCoordinator>()

    @Test("1. start() shows Welcome as the only screen")
    func startShowsWelcome() {
        checks.startShowsWelcome()
    }

    @Test("2. Next on Welcome shows account creation above Welcome")
    func nextShowsAccountCreation() {
        checks.nextShowsAccountCreation()
    }

    @Test("3. Create Account replaces onboarding with a dashboard that greets the user")
    func createAccountShowsDashboard() {
        checks.createAccountShowsDashboard()
    }

    @Test("4. Back, then Next again, shows account creation once")
    func backAndForthShowsAccountCreationOnce() {
        checks.backAndForthShowsAccountCreationOnce()
    }

    @Test("5. Screens only report taps; they never push or present by themselves")
    func screensOnlyReport() {
        checks.screensOnlyReport()
    }

    @Test("6. When the app lets go of onboarding, the coordinator and every screen are released")
    func flowIsReleased() {
        checks.flowIsReleased()
    }
}
