import KataGrading
import Testing
@testable import OnboardingMutants

extension OnboardingMutant: OnboardingFlow {}

/// Proves the onboarding grader: the mutants' own correct coordinator passes every check, and
/// each mutant is caught by the check written for its mistake.
@MainActor
@Suite("Kata 1 · Onboarding grader catches each mistake", KataGraders.onlyWhenRequested)
struct OnboardingMutantTests {
    @Test("The closure-based baseline passes every check, so other designs are accepted")
    func baselinePasses() {
        OnboardingChecks<OnboardingMutant>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        OnboardingChecks<StartPushesWelcome>.mutant("Pushing Welcome in start(), over whatever the stack held", caughtBy: 1),
        OnboardingChecks<SkipsAccountCreation>.mutant("Skipping account creation", caughtBy: 2),
        OnboardingChecks<NextWorksOnce>.mutant("A guard on Next that is never reset, so Next works once", caughtBy: 2),
        OnboardingChecks<ConnectsAccountCreationOnce>.mutant("Only the first account creation screen connected, so Create Account works once", caughtBy: 3),
        OnboardingChecks<PushesDashboard>.mutant("Pushing the dashboard on top of onboarding", caughtBy: 3),
        OnboardingChecks<DashboardGreetsNobody>.mutant("A dashboard made without the typed name", caughtBy: 3),
        OnboardingChecks<WiresButtonOnEveryAppearance>.mutant("Adding the button's action on every appearance", caughtBy: 4),
        OnboardingChecks<WelcomePushesItself>.mutant("A screen that pushes by itself", caughtBy: 5),
        OnboardingChecks<WelcomePushesHandedScreen>.mutant("A screen that pushes the screen its coordinator handed it", caughtBy: 5),
        OnboardingChecks<WelcomeSetsStackItself>.mutant("A screen that sets the stack through viewControllers, which hides the line", caughtBy: 5),
        OnboardingChecks<AccountCreationKeepsCoordinator>.mutant("A strong reference from account creation only, leaking in one state", caughtBy: 6),
        OnboardingChecks<StrongBackReference>.mutant("A strong reference back to the coordinator", caughtBy: 6),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
