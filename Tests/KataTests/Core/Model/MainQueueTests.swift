import Foundation
import Kata
import Testing

/// A coordinator that defers its navigation, as real apps do, by the main queue or a task.
@MainActor
private final class DeferringCoordinator {
    let navigationController: UINavigationController
    let log: EventLog

    init(navigationController: UINavigationController, log: EventLog) {
        self.navigationController = navigationController
        self.log = log
    }

    func showNextLater() {
        DispatchQueue.main.async {
            self.navigationController.pushViewController(Screen("Dispatched", log: self.log), animated: true)
        }
    }

    func showNextInTask() {
        Task {
            self.navigationController.pushViewController(Screen("Tasked", log: self.log), animated: true)
        }
    }

    func showNextInMainActorTask() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            navigationController.pushViewController(Screen("MainActorTask", log: log), animated: true)
        }
    }
}

@MainActor
@Suite("The main queue: work the app defers runs before the next touch, and the run loop ends the turn")
struct MainQueueTests {
    let log = EventLog()
    let reports = ModelReportLog()

    /// Apple, "DispatchQueue.main": "The dispatch queue associated with the main thread of the
    /// current process", serviced by the main run loop ("Main Dispatch Queue" in the Concurrency
    /// Programming Guide: tasks run on the main thread "in conjunction with the main run loop");
    /// Apple, "RunLoop": the run loop processes input sources (touches) one event at a time, so a
    /// block queued in a tap's action runs before the next touch is handled.
    @Test("A push queued with DispatchQueue.main.async in a tap's action is on screen before the next gesture", arguments: ["later", "task", "mainActorTask"])
    func deferredPushLands(kind: String) {
        let root = Screen("Root", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        let coordinator = DeferringCoordinator(navigationController: navigationController, log: log)
        root.addButton("Next") {
            switch kind {
            case "later": coordinator.showNextLater()
            case "task": coordinator.showNextInTask()
            default: coordinator.showNextInMainActorTask()
            }
        }
        let user = User(window: visibleWindow(root: navigationController))
        user.tap("Next")
        #expect(navigationController.viewControllers.count == 2)
        #expect(user.visibleViewController?.isViewLoaded == true)
        #expect(user.tapBack(), "the deferred push committed, so Back is there")
    }

    /// Apple, "dismiss(animated:completion:)": the completion handler "is called after the
    /// viewDidDisappear(_:) method is called on the presented view controller"; a block queued
    /// on the main queue runs long before an animation of about a third of a second ends, so
    /// UIKit refuses a presentation it makes ("Attempt to present … while a presentation is in
    /// progress"), as it refuses one made in the same turn.
    @Test("A block queued right after an animated dismissal runs while the sheet is still being dismissed, and UIKit refuses its presentation")
    func deferredPresentAfterDismissalIsRefused() throws {
        let root = Screen("Root", log: log)
        let window = visibleWindow(root: root)
        root.present(Screen("First", log: log), animated: true)
        MainTurn.end()
        reports.collect {
            root.dismiss(animated: true)
            DispatchQueue.main.async {
                root.present(Screen("Second", log: self.log), animated: true)
            }
            MainTurn.end()
        }
        let report = try #require(reports.reports.first)
        #expect(report.message.contains("still being dismissed"))
        #expect(root.presentedViewController == nil)
        _ = window
    }

    /// Apple, "Testing view controllers" style: iOS unit tests let the run loop go around
    /// (`RunLoop.current.run(until:)`, Apple, "RunLoop.run(until:)": "Runs the loop until the
    /// specified date, during which time it processes data from all attached input sources"), and
    /// the transition, its appearance callbacks and the completion have happened when it returns.
    @Test("Letting the run loop go around ends the turn: the push commits, appearance callbacks and the completion run")
    func runLoopEndsTheTurn() {
        let root = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        let window = visibleWindow(root: navigationController)
        _ = log.take()
        let next = Screen("B", log: log)
        navigationController.pushViewController(next, animated: true)
        #expect(!next.isViewLoaded)
        RunLoop.current.run(until: Date())
        #expect(next.isViewLoaded)
        #expect(log.take().contains("B.viewDidAppear"))
        var completed = false
        root.present(Screen("M", log: log), animated: true)
        navigationController.dismiss(animated: true) { completed = true }
        _ = RunLoop.current.run(mode: .default, before: Date())
        #expect(completed)
        _ = window
    }

    /// A block that queues itself again never lets the app be idle; the model reports it instead
    /// of looping, as it does for views that keep changing their own state.
    @Test("Work that keeps queueing more work is stopped and reported, not looped")
    func endlessQueue() {
        final class Counter: @unchecked Sendable {
            var runs = 0
        }
        let counter = Counter()
        @Sendable
        func again() {
            counter.runs += 1
            if counter.runs < 1_500 {
                DispatchQueue.main.async(execute: again)
            }
        }
        // Work other tests left on the shared queue would count towards this turn's bound.
        MainTurn.end()
        reports.collect {
            again()
            MainTurn.end()
        }
        #expect(counter.runs == 1 + 1_001, "the first call, then a thousand queued runs and the one that trips the bound")
        #expect(reports.messages.contains { $0.hasPrefix("Work queued on the main queue kept queueing more") }, "\(reports.messages)")
    }

    /// Apple, "CATransaction setCompletionBlock(_:)": "The completion block object that is
    /// called (on the main thread) after all animations added by this transaction group are
    /// completed"; a push's animation is part of the transaction it is made in.
    @Test("A CATransaction's completion block runs once the push it wraps has finished: after viewDidAppear and didShow")
    func transactionCompletion() {
        let root = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        let window = visibleWindow(root: navigationController)
        _ = log.take()
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.append("completion") }
        navigationController.pushViewController(Screen("B", log: log), animated: true)
        CATransaction.commit()
        #expect(!log.take().contains("completion"), "the completion waits for the turn to end")
        MainTurn.end()
        let events = log.take().filter { !$0.contains("Move") }
        #expect(events.last == "completion")
        #expect(events.contains("B.viewDidAppear"))
        #expect(events.contains("didShow B from A"))
        _ = window
    }
}
