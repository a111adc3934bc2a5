import Testing
@testable import OnboardingMutants

extension OnboardingMutant: OnboardingFlow {}

/// Proves the onboarding grader: its baseline passes every check, and each mutant is caught by
/// the check written for its mistake.
@MainActor
@Suite("Kata 1 · Onboarding grader catches each mistake")
struct OnboardingMutantTests {
    @Test("The closure-based baseline passes every check, so other designs are accepted")
    func baselinePasses() {
        let checks = OnboardingChecks<OnboardingMutant>()
        checks.startShowsWelcome()
        checks.nextShowsAccountCreation()
        checks.createAccountShowsDashboard()
        checks.backAndForthShowsAccountCreationOnce()
        checks.screensOnlyReport()
        checks.flowIsReleased()
    }

    @Test("Pushing Welcome in start(), over whatever the stack held, fails check 1")
    func startPushesWelcome() {
        withKnownIssue { OnboardingChecks<StartPushesWelcome>().startShowsWelcome() }
    }

    @Test("Skipping account creation fails check 2")
    func skipsAccountCreation() {
        withKnownIssue { OnboardingChecks<SkipsAccountCreation>().nextShowsAccountCreation() }
    }

    @Test("Pushing the dashboard on top of onboarding fails check 3")
    func pushesDashboard() {
        withKnownIssue { OnboardingChecks<PushesDashboard>().createAccountShowsDashboard() }
    }

    @Test("Adding the button's action on every appearance fails check 4")
    func wiresButtonOnEveryAppearance() {
        withKnownIssue { OnboardingChecks<WiresButtonOnEveryAppearance>().backAndForthShowsAccountCreationOnce() }
    }

    @Test("A screen that pushes by itself fails check 5")
    func welcomePushesItself() {
        withKnownIssue { OnboardingChecks<WelcomePushesItself>().screensOnlyReport() }
    }

    @Test("A screen that pushes the screen its coordinator handed it fails check 5")
    func welcomePushesHandedScreen() {
        withKnownIssue { OnboardingChecks<WelcomePushesHandedScreen>().screensOnlyReport() }
    }

    @Test("A screen that sets the stack through viewControllers, which hides the line, fails check 5")
    func welcomeSetsStackItself() {
        withKnownIssue { OnboardingChecks<WelcomeSetsStackItself>().screensOnlyReport() }
    }

    @Test("A dashboard made without the typed name fails check 3")
    func dashboardGreetsNobody() {
        withKnownIssue { OnboardingChecks<DashboardGreetsNobody>().createAccountShowsDashboard() }
    }

    @Test("A strong reference from account creation only, leaking in one state, fails check 6")
    func accountCreationKeepsCoordinator() {
        withKnownIssue { OnboardingChecks<AccountCreationKeepsCoordinator>().flowIsReleased() }
    }

    @Test("A strong reference back to the coordinator fails check 6")
    func strongBackReference() {
        withKnownIssue { OnboardingChecks<StrongBackReference>().flowIsReleased() }
    }
}
