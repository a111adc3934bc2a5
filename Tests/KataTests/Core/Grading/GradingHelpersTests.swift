import Kata
import KataGrading
import Testing

/// The helpers every kata's grader shares: what they accept, and what they catch.
@MainActor
@Suite("Grading helpers: the stage, a parent stand-in, taps with the coordinator gone")
struct GradingHelpersTests {
    let log = EventLog()

    @Test("A tracker never watches a stage's own navigation controller, even when the stage is made inside tracking")
    func stageIsUntracked() {
        let tracker = LifetimeTracker()
        let stage = tracker.trackingCreatedControllers {
            let stage = Stage(kata: "test")
            stage.navigationController.setViewControllers([Screen("A", log: log)], animated: false)
            return stage
        }
        #expect(tracker.trackedCount == 1, "the screen is watched, the stage's navigation controller is not: \(tracker.trackedNames)")
        #expect(!tracker.survivors.contains { $0.name.contains("UINavigationController") })
        withExtendedLifetime(stage) {}
    }

    @Test("A parent stand-in records reports through a recorder that does not keep it alive, and keeps its child until it lets go")
    func parentStandIn() {
        weak var released: ParentStandIn<String>?
        weak var child: Child?
        do {
            let parent = ParentStandIn<String>(kata: "test")
            released = parent
            do {
                let made = Child()
                child = made
                made.onFinish = parent.recorder
                parent.keep(made)
                made.onFinish?("Ada")
            }
            #expect(child != nil, "kept, the child lives on")
            #expect(parent.reports == ["Ada"])
            #expect(parent.expectReportedOnce(after: "After finishing") == "Ada")
            parent.letGo()
            #expect(child == nil, "let go, the child is released")
            parent.keep(Child())
        }
        #expect(released == nil, "a child holding the recorder does not keep the stand-in alive")
    }

    @Test("A parent stand-in reports a flow that reported twice, or not at all")
    func parentStandInCatches() {
        let parent = ParentStandIn<String>(kata: "test")
        withKnownIssue { parent.expectReportedOnce(after: "After saving") }
        parent.record("Ada")
        #expect(parent.expectReportedOnce(after: "After saving") == "Ada")
        withKnownIssue { parent.expectNoReport(after: "After opening") }
        parent.record("Ada")
        withKnownIssue { parent.expectReportedOnce(after: "After saving") }
    }

    @Test("With the coordinator gone, a screen that only reports its tap passes; one that sets the stack itself is caught")
    func tapsWithoutCoordinator() {
        let reporting = FlowWalk(depth: 1).expectTapsChangeNothing(withoutWhatLaunchKeeps: { launch(screenNavigatesItself: false) }, kata: "test")
        #expect(reporting)
        withKnownIssue {
            let navigating = FlowWalk(depth: 1).expectTapsChangeNothing(withoutWhatLaunchKeeps: { launch(screenNavigatesItself: true) }, kata: "test")
            #expect(!navigating)
        }
    }

    @Test("With the coordinator gone, a move its own closure makes is no screen's: the net asks whose code moved")
    func closureOutlivesCoordinator() {
        let passed = FlowWalk(depth: 1).expectTapsChangeNothing(withoutWhatLaunchKeeps: {
            let stage = Stage(kata: "test")
            let coordinator = Coordinator(navigationController: stage.navigationController, log: log)
            let screen = Screen("A", log: log)
            coordinator.wire(screen)
            stage.navigationController.setViewControllers([screen], animated: false)
            return (stage.user, [coordinator])
        }, kata: "test")
        #expect(passed, "the push is the coordinator's code, in a closure that captured the navigation controller, not the coordinator")
    }

    /// A one-screen app whose Next either reports to a coordinator, which pushes, or sets the stack itself.
    private func launch(screenNavigatesItself: Bool) -> (user: User, keeps: [AnyObject])? {
        let stage = Stage(kata: "test")
        let coordinator = Coordinator(navigationController: stage.navigationController, log: log)
        let screen = Screen("A", log: log)
        screen.addButton("Next") { [weak coordinator, weak screen, log] in
            if screenNavigatesItself {
                screen?.navigationController?.viewControllers = [Screen("B", log: log)]
            } else {
                coordinator?.next()
            }
        }
        stage.navigationController.setViewControllers([screen], animated: false)
        return (stage.user, [coordinator])
    }

    /// A coordinator that pushes B.
    @MainActor
    private final class Coordinator {
        let navigationController: UINavigationController
        let log: EventLog

        init(navigationController: UINavigationController, log: EventLog) {
            self.navigationController = navigationController
            self.log = log
        }

        func next() {
            navigationController.pushViewController(Screen("B", log: log), animated: true)
        }

        /// Gives `screen` a Next that pushes through the navigation controller alone, so it
        /// works on after the coordinator is gone.
        func wire(_ screen: Screen) {
            screen.addButton("Next") { [navigationController, log] in
                navigationController.pushViewController(Screen("B", log: log), animated: true)
            }
        }
    }

    /// A child flow that reports a name.
    @MainActor
    private final class Child {
        var onFinish: ((String) -> Void)?
    }
}
