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
        OnboardingChecks<StartPushesWelcome>.mutant("Pushing Welcome in start(), over whatever the stack held", caughtBy: 1, saying: "start() makes Welcome the whole stack, whatever the navigation controller held before"),
        OnboardingChecks<StartReachesNoStack>.mutant("start() pushing through the top screen's navigation controller, which an empty stack lacks", caughtBy: 1, saying: "Nothing is on screen: the navigation controller holds no screen"),
        OnboardingChecks<StartsOnWelcomeTwice>.mutant("Welcome shown twice at the start", caughtBy: 1, saying: "Welcome is the first and only screen"),
        OnboardingChecks<NextReplacesStack>.mutant("Next replacing the stack with account creation, so there is no Back", caughtBy: 2, saying: "account creation is pushed above Welcome, so Back leads to Welcome"),
        OnboardingChecks<TimerKeepsCoordinator>.mutant("A repeating timer that keeps the coordinator", caughtBy: 6, saying: "its own reminder is a Timer still scheduled"),
        OnboardingChecks<ObserverKeepsCoordinator>.mutant("A notification observer that keeps the coordinator", caughtBy: 6, saying: "No object the grader watches keeps ObserverKeepsCoordinator"),
        OnboardingChecks<SkipsAccountCreation>.mutant("Skipping account creation", caughtBy: 2, saying: "the visible screen should be AccountCreationViewController"),
        OnboardingChecks<NextWorksOnce>.mutant("A guard on Next that is never reset, so Next works once", caughtBy: 2, saying: "Next did nothing this time. Look for what the first tap changed"),
        OnboardingChecks<ConnectsAccountCreationOnce>.mutant("Only the first account creation screen connected, so Create Account works once", caughtBy: 3, saying: "Create Account did nothing this time. Is each account creation screen connected"),
        OnboardingChecks<PushesDashboard>.mutant("Pushing the dashboard on top of onboarding", caughtBy: 3, saying: "the dashboard replaces onboarding, so there is no way back into it"),
        OnboardingChecks<DashboardGreetsNobody>.mutant("A dashboard made without the typed name", caughtBy: 3, saying: "pass the name from account creation to the dashboard"),
        OnboardingChecks<WiresButtonOnEveryAppearance>.mutant("Adding the button's action on every appearance", caughtBy: 4, saying: "Wire each button once, when the screen's view loads, not each"),
        OnboardingChecks<WelcomePushesItself>.mutant("A screen that pushes by itself", caughtBy: 5, saying: "was asked for by its own code"),
        OnboardingChecks<WelcomePushesHandedScreen>.mutant("A screen that pushes the screen its coordinator handed it", caughtBy: 5, saying: "was asked for by its own code"),
        OnboardingChecks<WelcomeSetsStackItself>.mutant("A screen that sets the stack through viewControllers, which hides the line", caughtBy: 5, saying: "so a screen navigated by itself, perhaps through a property such as"),
        OnboardingChecks<AccountCreationKeepsCoordinator>.mutant("A strong reference from account creation only, leaking in one state", caughtBy: 6, saying: "kept by the closure in AccountCreationViewController.onCreate, which captures it"),
        OnboardingChecks<KeepsFirstTypedName>.mutant("The name kept from the first time it was typed, so a name typed again is ignored", caughtOnlyBy: 7, saying: "Yours differs in texts on screen"),
        OnboardingChecks<StrongBackReference>.mutant("A strong reference back to the coordinator", caughtBy: 6, saying: "kept by the closure in WelcomeViewController.onNext, which captures it"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
