import Kata
import KataGrading
import Testing

/// The onboarding checks, written once and run against any implementation: the learner's,
/// the reference solution, and each mutant.
@MainActor
struct OnboardingChecks<Flow: OnboardingFlow>: KataChecks {
    static var kata: String { "onboarding" }

    nonisolated static var checks: [Check<Self>] { [
        Check("1. start() shows Welcome as the only screen") { $0.startShowsWelcome() },
        Check("2. Next on Welcome shows account creation above Welcome") { $0.nextShowsAccountCreation() },
        Check("3. Create Account replaces onboarding with a dashboard that greets the user") { $0.createAccountShowsDashboard() },
        Check("4. Back, then Next again, shows account creation once") { $0.backAndForthShowsAccountCreationOnce() },
        Check("5. Screens only report taps; they never push or present by themselves") { $0.screensOnlyReport() },
        Check("6. When the app lets go of onboarding, the coordinator and every screen are released") { $0.flowIsReleased() },
        Check("7. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step: the screens (stack and titles) and the texts
    /// on screen. A field kept or cleared when account creation comes back is the learner's
    /// choice (lesson 1 says so), so a difference there ends the path unblamed.
    static var exploration: Exploration {
        Exploration(depth: 6, compares: [.screens, .texts], leavesOpen: [.fields], typing: ["Name": ["Ada", "Grace", ""]])
    }

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

    /// Task 1: on an empty navigation controller, and on one that still shows a launch screen.
    func startShowsWelcome() {
        let (stage, flow) = startedStage()
        guard stage.expectVisible("WelcomeViewController", after: "After start()"),
              stage.expectStack(["WelcomeViewController"], after: "After start()", why: "Welcome is the first and only screen.") else { return }
        let busy = Stage(kata: Self.kata)
        busy.navigationController.setViewControllers([LaunchScreenViewController()], animated: false)
        let restarted = Flow(navigationController: busy.navigationController)
        restarted.start()
        busy.expectStack(
            ["WelcomeViewController"],
            after: "After start() on a navigation controller that still showed a launch screen",
            why: "start() makes Welcome the whole stack, whatever the navigation controller held before."
        )
        withExtendedLifetime((flow, restarted)) {}
    }

    /// Task 2: the first time, and then in every state where Welcome shows again (after Back, a
    /// swipe finished or let go halfway), Next shows account creation.
    func nextShowsAccountCreation() {
        guard let (stage, flow) = stageOnWelcome(), stage.user.tap("Next") else { return }
        guard stage.expectVisible("AccountCreationViewController", after: "After tapping \"Next\" on WelcomeViewController") else { return }
        guard stage.expectStack(
            ["WelcomeViewController", "AccountCreationViewController"],
            after: "After tapping \"Next\" on WelcomeViewController",
            why: "account creation is pushed above Welcome, so Back leads to Welcome."
        ) else { return }
        withExtendedLifetime(flow) {}
        walk.visit(launch: launch) { state in
            guard state.expectTappable("Next", on: "WelcomeViewController", kata: Self.kata) else { return false }
            guard state.followed(.tap("Next"), on: "WelcomeViewController") else { return true }
            let visible = ScreenName.visible(to: state.user)
            guard visible != "AccountCreationViewController" else { return true }
            Verdict(
                expected: "\(state.sentence), account creation should show: Next works every time Welcome shows, also after the user came back to it.",
                actual: "The visible screen is \(visible): Next did nothing this time. Look for what the first tap changed that coming back does not undo, such as a flag or a stored screen.",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
    }

    /// Task 3: from account creation reached first, and in every state where it shows again.
    func createAccountShowsDashboard() {
        guard let (stage, flow) = stageOnAccountCreation(),
              stage.user.type("Ada", into: "Name"),
              stage.user.tap("Create Account") else { return }
        let action = "After typing \"Ada\" and tapping \"Create Account\""
        guard stage.expectVisible("DashboardViewController", after: action) else { return }
        guard stage.expectStack(["DashboardViewController"], after: action, why: "the dashboard replaces onboarding, so there is no way back into it.") else { return }
        if !stage.user.visibleTexts.contains("Hello, Ada!") {
            Verdict(
                expected: "\(action), the dashboard should greet the user with \"Hello, Ada!\": pass the name from account creation to the dashboard.",
                actual: "The texts on screen are \(stage.user.visibleTexts.map { "\"\($0)\"" }.joined(separator: ", ")).",
                stage: stage
            ).record()
            return
        }
        withExtendedLifetime(flow) {}
        walk.visit(launch: launch) { state in
            guard state.expectTappable("Create Account", on: "AccountCreationViewController", kata: Self.kata) else { return false }
            guard state.followed(.tap("Create Account"), on: "AccountCreationViewController") else { return true }
            let stack = (state.user.window.rootViewController as? UINavigationController)?.viewControllers.map(ScreenName.of) ?? []
            let greeting = "Hello, \(state.typedLast["Name"] ?? "")!"
            guard stack != ["DashboardViewController"] || !state.user.visibleTexts.contains(greeting) else { return true }
            Verdict(
                expected: "\(state.sentence), the dashboard should be the only screen and greet the user with \"\(greeting)\": Create Account works on every account creation screen the user reaches, also after going back and forth.",
                actual: stack == ["DashboardViewController"]
                    ? "The dashboard shows \(state.user.visibleTexts.map { "\"\($0)\"" }.joined(separator: ", "))."
                    : "The stack is \(ScreenName.list(stack)): Create Account did nothing this time. Is each account creation screen connected to the coordinator, or only the first?",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
    }

    /// Task 4: in every state where account creation shows, it is there once, above Welcome.
    func backAndForthShowsAccountCreationOnce() {
        guard stageOnWelcome() != nil else { return }
        walk.visit(launch: launch) { state in
            guard state.user.visibleViewController.map(ScreenName.of) == "AccountCreationViewController" else { return true }
            let stack = (state.user.window.rootViewController as? UINavigationController)?.viewControllers.map(ScreenName.of) ?? []
            let expected = ["WelcomeViewController", "AccountCreationViewController"]
            guard stack != expected else { return true }
            var verdict = Verdict(
                expected: "\(state.sentence), the stack should be \(ScreenName.list(expected)): one tap pushes one screen, however often the user goes back and forth.",
                actual: "It is \(ScreenName.list(stack)). Wire each button once, when the screen's view loads, not each time it appears.",
                hierarchyOf: state.user,
                kata: Self.kata
            )
            verdict.comparison = SideBySide.lines(expected: expected, actual: stack, titles: ("Expected stack, bottom first", "Actual stack"))
            verdict.record()
            return false
        }
    }

    /// Task 5: in no state does a screen's own code push, present or replace the stack.
    func screensOnlyReport() {
        guard stageOnWelcome() != nil else { return }
        _ = walk.visit(launch: launch) { state in
            let violations = ScreenNavigation.violations(in: state.user.journal, screens: state.tracker.createdControllerTypes)
            guard let first = violations.first else { return true }
            Verdict(
                expected: "\(state.sentence), no screen should have navigated by itself: a screen only reports the tap, and the coordinator decides what comes next and shows it.",
                actual: "\(first.screen) did: \"\(first.summary)\" was asked for by its own code, at \(first.callSite). Move that call into the coordinator, and have the screen call its closure, delegate or coordinator instead.",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        } && walk.expectTapsChangeNothing(withoutWhatLaunchKeeps: launch, kata: Self.kata)
    }

    /// Task 6: in every state, when the app lets go, everything the flow made is released.
    func flowIsReleased() {
        guard stageOnWelcome() != nil else { return }
        walk.visit(launch: launch, afterLettingGo: { letGo in
            letGo.tracker.expectAllReleased(after: letGo.moment(lettingGoOf: "the onboarding coordinator and its window"), kata: Self.kata)
        })
    }

    /// Task 7: after any steps, the learner's app shows what the lesson's app shows.
    func behavesAsTheLesson() {
        guard stageOnWelcome() != nil else { return }
        LockstepExplorer(Self.exploration).expectSameBehaviour(reference: ReferenceOnboarding.launch, subject: launch, kata: Self.kata)
    }

    /// Every state within four gestures of the start: Next, Back (tapped, swiped, swipe abandoned), Create Account with a name.
    private var walk: FlowWalk {
        FlowWalk(depth: 4, typing: ["Name": "Ada"])
    }

    /// A fresh app for the walk: the coordinator started on a new stage.
    private func launch() -> (user: User, keeps: [AnyObject])? {
        let (stage, flow) = startedStage()
        return (stage.user, [flow])
    }
}
