import Kata
import KataGrading
import Testing

/// The onboarding checks, written once and run against any implementation: the learner's,
/// the reference solution, and each mutant.
@MainActor
struct OnboardingChecks<Flow: OnboardingFlow> {
    static var kata: String { "onboarding" }

    /// A stage with the flow started on it, and the flow, which the caller keeps alive.
    private func startedStage() -> (Stage, Flow) {
        let stage = Stage(kata: Self.kata)
        let flow = Flow(navigationController: stage.navigationController)
        flow.start()
        return (stage, flow)
    }

    /// A started stage for checks that begin on Welcome; `nil`, with a message, when start() does not show it.
    private func stageOnWelcome() -> (Stage, Flow)? {
        let (stage, flow) = startedStage()
        guard stage.requireVisible("WelcomeViewController", after: "After start()", task: 1) else { return nil }
        return (stage, flow)
    }

    /// A stage on account creation, reached by tapping Next; `nil`, with a message, when it cannot be reached.
    private func stageOnAccountCreation() -> (Stage, Flow)? {
        guard let (stage, flow) = stageOnWelcome(), stage.user.tap("Next"),
              stage.requireVisible("AccountCreationViewController", after: "After tapping \"Next\" on WelcomeViewController", task: 2)
        else { return nil }
        return (stage, flow)
    }

    /// Task 1.
    func startShowsWelcome() {
        let (stage, flow) = startedStage()
        guard stage.expectVisible("WelcomeViewController", after: "After start()") else { return }
        stage.expectStack(["WelcomeViewController"], after: "After start()", why: "Welcome is the first and only screen.")
        withExtendedLifetime(flow) {}
    }

    /// Task 2.
    func nextShowsAccountCreation() {
        guard let (stage, flow) = stageOnWelcome(), stage.user.tap("Next") else { return }
        guard stage.expectVisible("AccountCreationViewController", after: "After tapping \"Next\" on WelcomeViewController") else { return }
        stage.expectStack(
            ["WelcomeViewController", "AccountCreationViewController"],
            after: "After tapping \"Next\" on WelcomeViewController",
            why: "account creation is pushed above Welcome, so Back leads to Welcome."
        )
        withExtendedLifetime(flow) {}
    }

    /// Task 3.
    func createAccountShowsDashboard() {
        guard let (stage, flow) = stageOnAccountCreation(),
              stage.user.type("Ada", into: "Name"),
              stage.user.tap("Create Account") else { return }
        let action = "After typing \"Ada\" and tapping \"Create Account\""
        guard stage.expectVisible("DashboardViewController", after: action) else { return }
        stage.expectStack(["DashboardViewController"], after: action, why: "the dashboard replaces onboarding, so there is no way back into it.")
        if !stage.user.visibleTexts.contains("Hello, Ada!") {
            Verdict(
                expected: "\(action), the dashboard should greet the user with \"Hello, Ada!\": pass the name from account creation to the dashboard.",
                actual: "The texts on screen are \(stage.user.visibleTexts.map { "\"\($0)\"" }.joined(separator: ", ")).",
                stage: stage
            ).record()
        }
        withExtendedLifetime(flow) {}
    }

    /// Task 4.
    func backAndForthShowsAccountCreationOnce() {
        guard let (stage, flow) = stageOnAccountCreation(),
              stage.user.tapBack(),
              stage.expectVisible("WelcomeViewController", after: "After tapping Back on AccountCreationViewController"),
              stage.user.tap("Next") else { return }
        stage.expectStack(
            ["WelcomeViewController", "AccountCreationViewController"],
            after: "After Next, Back and Next again",
            why: "one tap pushes one screen, however often the user goes back and forth."
        )
        withExtendedLifetime(flow) {}
    }

    /// Task 5.
    func screensOnlyReport() {
        var stage: Stage?
        weak var releasedFlow: Flow?
        do {
            guard let (started, flow) = stageOnWelcome() else { return }
            stage = started
            releasedFlow = flow
        }
        guard let stage else { return }
        guard releasedFlow == nil else {
            Verdict(
                expected: "To check that screens never navigate by themselves, the grader lets go of the coordinator and expects it to be released.",
                actual: "It is still alive: a screen (or a closure it keeps) holds it strongly. Fix Task 6 first.",
                stage: stage
            ).record()
            return
        }
        stage.expectNoNavigation(
            while: "With the coordinator gone, tapping \"Next\" on WelcomeViewController",
            because: "a screen only reports the tap; deciding what comes next is the coordinator's job."
        ) {
            stage.user.tap("Next")
        }
    }

    /// Task 6.
    func flowIsReleased() {
        let tracker = LifetimeTracker()
        let walkedThrough = tracker.trackingCreatedControllers {
            guard let (stage, flow) = stageOnAccountCreation() else { return false }
            tracker.track(flow, named: String(describing: Flow.self))
            return stage.user.tapBack() && stage.user.tap("Next")
        }
        guard walkedThrough else { return }
        tracker.expectAllReleased(after: "the app let go of the onboarding coordinator and its window", kata: Self.kata)
    }
}
