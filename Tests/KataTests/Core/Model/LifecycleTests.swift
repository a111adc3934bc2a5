import Foundation
import Kata
import Testing

@MainActor
@Suite("Lifecycle: view loading and appearance callbacks")
struct LifecycleTests {
    let log = EventLog()

    @Test("The view loads on first access, and viewDidLoad runs once")
    func viewLoadsLazilyOnce() {
        let screen = Screen("A", log: log)
        #expect(!screen.isViewLoaded)
        #expect(screen.viewIfLoaded == nil)
        _ = screen.view
        _ = screen.view
        screen.loadViewIfNeeded()
        #expect(screen.isViewLoaded)
        #expect(log.take() == ["A.viewDidLoad"])
    }

    @Test("No appearance callbacks outside a visible window; showing the window makes the root appear")
    func appearanceOnlyInVisibleWindow() {
        let root = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.pushViewController(Screen("B", log: log), animated: false)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigationController
        #expect(log.take().allSatisfy { !$0.contains("Appear") && !$0.contains("Disappear") })
        window.makeKeyAndVisible()
        #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(!root.isViewLoaded, "a screen below the top is not loaded until it is shown")
        window.isHidden = true
        #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test("Push: UIKit's order, with isMovingToParent inside the pushed screen's callbacks")
    func pushOrder() {
        let first = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: first)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        let window = visibleWindow(root: navigationController)
        _ = log.take()
        let second = Screen("B", log: log)
        second.logsMovingFlags = true
        first.logsMovingFlags = true
        navigationController.pushViewController(second, animated: true)
        #expect(log.take() == ["B.willMove(toParent: UINavigationController)"], "the transition waits for the end of the turn")
        #expect(navigationController.topViewController === second, "the stack changes at once")
        #expect(!second.isViewLoaded)
        #expect(navigationController.transitionCoordinator != nil, "the coordinator is there as soon as push returns")
        MainTurn.end()
        #expect(log.take() == [
            "B.viewDidLoad",
            "willShow B",
            "A.viewWillDisappear()",
            "B.viewWillAppear(movingTo)",
            "A.viewDidDisappear()",
            "B.viewDidAppear(movingTo)",
            "B.didMove(toParent: UINavigationController)",
            "didShow B from A",
        ])
        #expect(!second.isMovingToParent, "the flag is only true during the transition")
        _ = window
    }

    /// Apple, "isMovingToParent": "A Boolean value indicating whether the view controller is moving
    /// to a parent view controller"; isMovingFromParent, its counterpart, is true only inside the
    /// popped screen's disappearance callbacks, where lesson 8 cancels a request the user walked
    /// away from.
    @Test("Pop: UIKit's order, with isMovingFromParent only inside the popped screen's disappearance")
    func popOrder() {
        let first = Screen("A", log: log)
        let second = Screen("B", log: log)
        let navigationController = UINavigationController(rootViewController: first)
        navigationController.pushViewController(second, animated: false)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        let window = visibleWindow(root: navigationController)
        _ = log.take()
        first.logsMovingFlags = true
        second.logsMovingFlags = true
        let popped = navigationController.popViewController(animated: true)
        #expect(popped === second)
        #expect(log.take() == ["B.willMove(toParent: nil)"])
        #expect(navigationController.viewControllers == [first])
        #expect(second.parent === navigationController, "a popped screen keeps its parent until the transition ends")
        MainTurn.end()
        #expect(log.take() == [
            "A.viewDidLoad",
            "willShow A",
            "B.viewWillDisappear(movingFrom)",
            "A.viewWillAppear()",
            "B.viewDidDisappear(movingFrom)",
            "A.viewDidAppear()",
            "B.didMove(toParent: nil)",
            "didShow A from B",
        ])
        #expect(!second.isMovingFromParent)
        #expect(second.parent == nil)
        #expect(second.navigationController == nil)
        _ = window
    }

    @Test("Presenting full screen: the presenter disappears, the presented appears, then the completion runs")
    func presentFullScreenOrder() {
        let presenter = Screen("A", log: log)
        let window = visibleWindow(root: presenter)
        _ = log.take()
        let modal = Screen("M", log: log)
        modal.logsMovingFlags = true
        modal.modalPresentationStyle = .fullScreen
        presenter.present(modal, animated: true) { self.log.append("completion") }
        #expect(log.take().isEmpty)
        #expect(presenter.presentedViewController === modal, "the link is made at once")
        MainTurn.end()
        #expect(log.take() == [
            "M.viewDidLoad",
            "A.viewWillDisappear",
            "M.viewWillAppear(presented)",
            "A.viewDidDisappear",
            "M.viewDidAppear(presented)",
            "completion",
        ])
        presenter.dismiss(animated: true) { self.log.append("completion") }
        #expect(presenter.presentedViewController === modal, "an animated dismissal ends after the turn")
        #expect(modal.isBeingDismissed)
        MainTurn.end()
        #expect(presenter.presentedViewController == nil)
        #expect(log.take() == [
            "M.viewWillDisappear(dismissed)",
            "A.viewWillAppear",
            "M.viewDidDisappear(dismissed)",
            "A.viewDidAppear",
            "completion",
        ])
        _ = window
    }

    @Test("Presenting a sheet: the presenter stays on screen and gets no callbacks")
    func presentSheetOrder() {
        let presenter = Screen("A", log: log)
        let window = visibleWindow(root: presenter)
        _ = log.take()
        let sheet = Screen("S", log: log)
        #expect(sheet.modalPresentationStyle == .automatic)
        presenter.present(sheet, animated: true)
        MainTurn.end()
        #expect(log.take() == ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
        sheet.dismiss(animated: true)
        MainTurn.end()
        #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"])
        _ = window
    }

    @Test("Replacing a window's root: the old root disappears and the new one appears")
    func replacingRoot() {
        let window = visibleWindow(root: Screen("A", log: log))
        _ = log.take()
        window.rootViewController = Screen("B", log: log)
        #expect(log.take() == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test("A custom container's child appears when its view joins the container's view on screen")
    func customContainment() {
        let parent = Screen("P", log: log)
        let window = visibleWindow(root: parent)
        _ = log.take()
        let child = Screen("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == [
            "C.willMove(toParent: Screen)",
            "C.viewDidLoad",
            "C.viewWillAppear",
            "C.viewDidAppear",
            "C.didMove(toParent: Screen)",
        ])
        #expect(parent.children == [child])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == [
            "C.willMove(toParent: nil)",
            "C.viewWillDisappear",
            "C.viewDidDisappear",
            "C.didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty)
        _ = window
    }

    @Test("A screen that pushes in viewDidAppear gets its callbacks in a sane order")
    func nestedTransition() {
        let log = self.log
        final class AutoAdvance: UIViewController {
            var upcoming: UIViewController?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if let upcoming {
                    self.upcoming = nil
                    navigationController?.pushViewController(upcoming, animated: false)
                }
            }
        }
        let first = AutoAdvance()
        first.upcoming = Screen("B", log: log)
        let navigationController = UINavigationController(rootViewController: first)
        let window = visibleWindow(root: navigationController)
        #expect(navigationController.viewControllers.count == 2)
        MainTurn.end()
        #expect(log.take().suffix(3) == ["B.viewWillAppear", "B.viewDidAppear", "B.didMove(toParent: UINavigationController)"])
        #expect(window.rootViewController === navigationController)
    }
}
