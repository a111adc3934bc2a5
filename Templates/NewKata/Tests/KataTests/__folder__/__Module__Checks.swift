import Kata
import KataGrading
import Testing

/// Kata __number__'s checks, written once and run against any implementation: the learner's,
/// the reference solution, each mutant and each baseline.
@MainActor
struct __Module__Checks<Flow: __Module__Flow>: KataChecks {
    static var kata: String { "__slug__" }

    nonisolated static var checks: [Check<Self>] { [
        Check("1. Next shows the second screen above the first, however the user came back") { $0.nextShowsSecondAboveFirst() },
        Check("2. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step: the screens (the stack, with titles) and the
    /// texts on screen. Add what the lesson fixes (`Aspect`s of your own: a parent's reports,
    /// a service's requests), the fields it types into (`typing:`), the links it opens (`links:`)
    /// and what it leaves open (`leavesOpen:`); `KATA_EXPLORER_STATS=1` prints how far it went.
    static var exploration: Exploration {
        Exploration(compares: [.screens, .texts])
    }

    /// Task 1: in every state a user reaches where the first screen shows (at the start, after
    /// Back, after a swipe finished or let go halfway), tapping Next shows the second screen
    /// above the first, once.
    func nextShowsSecondAboveFirst() {
        let (stage, flow) = startedStage()
        guard stage.requireVisible("FirstViewController", after: "After start()", task: 1) else { return }
        withExtendedLifetime(flow) {}
        walk.visit(launch: launch) { state in
            guard state.expectTappable("Next", on: "FirstViewController", kata: Self.kata) else { return false }
            guard state.followed(.tap("Next"), on: "FirstViewController") else { return true }
            let visible = ScreenName.visible(to: state.user)
            let stack = (state.user.window.rootViewController as? UINavigationController)?.viewControllers.map(ScreenName.of) ?? []
            let expected = ["FirstViewController", "SecondViewController"]
            guard visible != "SecondViewController" || stack != expected else { return true }
            Verdict(
                expected: "\(state.sentence), the second screen should show above the first, once: the stack should be \(ScreenName.list(expected)), every time the user taps Next.",
                actual: visible != "SecondViewController"
                    ? "The visible screen is \(visible). Does something stop Next from working a second time, such as a flag that is never reset?"
                    : "The stack is \(ScreenName.list(stack)). Push the second screen; do not replace the stack.",
                hierarchyOf: state.user,
                kata: Self.kata
            ).record()
            return false
        }
    }

    /// Task 2: after any steps, the learner's app shows what the lesson's app shows.
    func behavesAsTheLesson() {
        let (stage, flow) = startedStage()
        guard stage.requireVisible("FirstViewController", after: "After start()", task: 1) else { return }
        withExtendedLifetime(flow) {}
        LockstepExplorer(Self.exploration).expectSameBehaviour(reference: Reference__Module__.launch, subject: launch, kata: Self.kata)
    }

    /// Every state within three gestures of the start: Next, and Back tapped, swiped or let go halfway.
    private var walk: FlowWalk {
        FlowWalk(depth: 3)
    }

    /// A stage with the flow started on it, and the flow, which the caller keeps alive.
    private func startedStage() -> (Stage, Flow) {
        let stage = Stage(kata: Self.kata)
        let flow = Flow(navigationController: stage.navigationController)
        flow.start()
        return (stage, flow)
    }

    /// A fresh app for the walk.
    private func launch() -> (user: User, keeps: [AnyObject])? {
        let (stage, flow) = startedStage()
        return (stage.user, [flow])
    }
}
