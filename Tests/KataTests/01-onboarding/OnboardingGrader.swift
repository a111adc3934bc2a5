import KataGrading
import Testing
@testable import Onboarding

/// Kata 1: the onboarding coordinator. Each check is one task of the lesson; its code is in
/// `OnboardingChecks`, whose table gives each name its method.
@MainActor
@Suite("Kata 1 · Onboarding coordinator", KataGraders.onlyWhenRequested)
struct OnboardingGrader {
    typealias Checks = OnboardingChecks<OnboardingCoordinator>

    @Test("1. start() shows Welcome as the only screen")
    func startShowsWelcome() { Checks.runCurrentTest() }

    @Test("2. Next on Welcome shows account creation above Welcome")
    func nextShowsAccountCreation() { Checks.runCurrentTest() }

    @Test("3. Create Account replaces onboarding with a dashboard that greets the user")
    func createAccountShowsDashboard() { Checks.runCurrentTest() }

    @Test("4. Back, then Next again, shows account creation once")
    func backAndForthShowsAccountCreationOnce() { Checks.runCurrentTest() }

    @Test("5. Screens only report taps; they never push or present by themselves")
    func screensOnlyReport() { Checks.runCurrentTest() }

    @Test("6. When the app lets go of onboarding, the coordinator and every screen are released")
    func flowIsReleased() { Checks.runCurrentTest() }

    @Test("7. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
