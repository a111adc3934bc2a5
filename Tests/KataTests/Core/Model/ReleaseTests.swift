import Foundation
import Kata
import Testing

@MainActor
@Suite("Releases: the model lets go of whatever UIKit lets go of")
struct ReleaseTests {
    let log = EventLog()

    @Test("A popped screen is released, animated or not, by code or by the user")
    func poppedReleased() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let window = visibleWindow(root: navigationController)
        let user = User(window: window)
        weak var byCode: Screen?
        weak var byBackButton: Screen?
        weak var bySwipe: Screen?
        do {
            let screen = Screen("B", log: log)
            byCode = screen
            navigationController.pushViewController(screen, animated: true)
        }
        navigationController.popViewController(animated: true)
        do {
            let screen = Screen("C", log: log)
            byBackButton = screen
            navigationController.pushViewController(screen, animated: true)
        }
        user.tapBack()
        do {
            let screen = Screen("D", log: log)
            bySwipe = screen
            navigationController.pushViewController(screen, animated: true)
        }
        user.swipeBack()
        #expect(byCode == nil)
        #expect(byBackButton == nil)
        #expect(bySwipe == nil)
    }

    @Test("A dismissed chain is released, with its presentation controller")
    func dismissedReleased() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        weak var modal: UINavigationController?
        weak var inner: Screen?
        weak var presentation: UIPresentationController?
        do {
            let screen = Screen("I", log: log)
            let navigationController = UINavigationController(rootViewController: screen)
            modal = navigationController
            inner = screen
            presentation = navigationController.presentationController
            root.present(navigationController, animated: true)
            screen.present(Screen("Alert", log: log), animated: true)
        }
        root.dismiss(animated: true)
        #expect(modal != nil, "an animated dismissal holds its controllers until it ends")
        MainTurn.end()
        #expect(modal == nil)
        #expect(inner == nil)
        #expect(presentation == nil)
        _ = window
    }

    @Test("A sheet the user swipes away is released")
    func swipedReleased() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        weak var sheet: Screen?
        do {
            let screen = Screen("S", log: log)
            sheet = screen
            root.present(screen, animated: true)
        }
        User(window: window).swipeDown()
        #expect(sheet == nil)
    }

    @Test("A replaced root is released, and so is a tab that was removed")
    func replacedRootReleased() {
        weak var oldRoot: UITabBarController?
        weak var removedTab: UINavigationController?
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        do {
            let tabs = UITabBarController()
            let first = UINavigationController(rootViewController: Screen("A", log: log))
            let second = UINavigationController(rootViewController: Screen("B", log: log))
            tabs.viewControllers = [first, second]
            window.rootViewController = tabs
            oldRoot = tabs
            removedTab = second
            tabs.viewControllers = [first]
        }
        #expect(removedTab == nil)
        window.rootViewController = Screen("New", log: log)
        #expect(oldRoot == nil)
    }

    @Test("The journal and hierarchy pictures hold text only, never a controller")
    func picturesHoldNothing() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let window = visibleWindow(root: navigationController)
        weak var pushed: Screen?
        var picture: HierarchySnapshot?
        do {
            let screen = Screen("B", log: log)
            pushed = screen
            navigationController.pushViewController(screen, animated: true)
            picture = HierarchySnapshot(of: window)
        }
        navigationController.popViewController(animated: true)
        MainTurn.end()
        #expect(pushed == nil)
        #expect(picture?.description.contains("Screen \"B\"") == true)
        #expect(window.journal.entries.count >= 3)
    }
}

@MainActor
@Suite("LifetimeTracker: naming what outlived its flow")
struct LifetimeTrackerTests {
    final class Coordinator {
        var onFinish: (() -> Void)?
    }

    @Test("Released objects are not survivors; a retain cycle is named, with where it was tracked")
    func survivors() {
        let tracker = LifetimeTracker()
        do {
            let clean = Coordinator()
            tracker.track(clean)
            let leaky = Coordinator()
            leaky.onFinish = { _ = leaky }
            tracker.track(leaky, named: "LeakyCoordinator")
        }
        #expect(tracker.trackedCount == 2)
        #expect(tracker.trackedNames == ["Coordinator", "LeakyCoordinator"])
        #expect(tracker.survivors.map(\.name) == ["LeakyCoordinator"])
        let message = tracker.survivorsMessage(after: "the flow finished")
        #expect(message?.hasPrefix("1 object is still alive after the flow finished") == true)
        #expect(message?.contains("LeakyCoordinator (tracked at KataTests/ReleaseTests.swift:") == true)
        #expect(message?.contains("[weak self]") == true)
    }

    @Test("Every controller created inside trackingCreatedControllers is watched")
    func tracksCreatedControllers() {
        let tracker = LifetimeTracker()
        let log = EventLog()
        var kept: Screen?
        tracker.trackingCreatedControllers {
            _ = Screen("Gone", log: log)
            kept = Screen("Kept", log: log)
        }
        _ = Screen("Outside", log: log)
        #expect(tracker.trackedCount == 2)
        #expect(tracker.survivors.map(\.name) == ["Screen"])
        #expect(tracker.survivors.first?.origin == "created during the tracked flow")
        kept = nil
        #expect(tracker.survivorsMessage(after: "the end") == nil)
        tracker.removeAll()
        #expect(tracker.trackedCount == 0)
        _ = kept
    }
}
