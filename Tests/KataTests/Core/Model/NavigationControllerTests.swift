import Foundation
import Kata
import Testing

@MainActor
@Suite("UINavigationController: the stack, as UIKit keeps it")
struct NavigationControllerTests {
    let log = EventLog()

    @Test("init(rootViewController:) makes a one-screen stack whose screens know their navigation controller")
    func rootOnly() {
        let root = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        #expect(navigationController.viewControllers == [root])
        #expect(navigationController.topViewController === root)
        #expect(root.navigationController === navigationController)
        #expect(root.parent === navigationController)
        #expect(navigationController.children == [root])
    }

    @Test("Popping the root does nothing and returns nil")
    func popRoot() {
        let root = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        #expect(navigationController.popViewController(animated: true) == nil)
        #expect(navigationController.viewControllers == [root])
    }

    @Test("popToRootViewController returns the popped screens, bottom first, and nil when at the root")
    func popToRoot() {
        let (a, b, c) = (Screen("A", log: log), Screen("B", log: log), Screen("C", log: log))
        let navigationController = UINavigationController(rootViewController: a)
        navigationController.pushViewController(b, animated: false)
        navigationController.pushViewController(c, animated: false)
        let popped = navigationController.popToRootViewController(animated: false)
        #expect(popped == [b, c])
        #expect(navigationController.viewControllers == [a])
        #expect(navigationController.popToRootViewController(animated: false) == nil)
    }

    @Test("popToViewController pops what is above the given screen")
    func popToViewController() {
        let (a, b, c) = (Screen("A", log: log), Screen("B", log: log), Screen("C", log: log))
        let navigationController = UINavigationController(rootViewController: a)
        navigationController.setViewControllers([a, b, c], animated: false)
        #expect(navigationController.popToViewController(b, animated: true) == [c])
        #expect(navigationController.viewControllers == [a, b])
        #expect(navigationController.popToViewController(b, animated: true) == nil)
    }

    @Test("Setting viewControllers replaces the whole stack and releases what left it")
    func setViewControllersReplaces() {
        let a = Screen("A", log: log)
        weak var b: Screen?
        let navigationController = UINavigationController(rootViewController: a)
        do {
            let pushed = Screen("B", log: log)
            b = pushed
            navigationController.pushViewController(pushed, animated: false)
        }
        let c = Screen("C", log: log)
        navigationController.viewControllers = [c]
        #expect(navigationController.viewControllers == [c])
        #expect(a.parent == nil)
        #expect(b == nil, "the model must not keep a screen UIKit has let go of")
    }

    @Test("setViewControllers to a stack ending in a screen already there shows it as a pop")
    func setViewControllersAsPop() {
        let (a, b) = (Screen("A", log: log), Screen("B", log: log))
        let navigationController = UINavigationController(rootViewController: a)
        navigationController.pushViewController(b, animated: false)
        let window = visibleWindow(root: navigationController)
        b.logsMovingFlags = true
        a.logsMovingFlags = true
        _ = log.take()
        navigationController.setViewControllers([a], animated: true)
        MainTurn.end()
        #expect(log.take() == [
            "B.willMove(toParent: nil)",
            "A.viewDidLoad",
            "B.viewWillDisappear(movingFrom)",
            "A.viewWillAppear()",
            "B.viewDidDisappear(movingFrom)",
            "A.viewDidAppear()",
            "B.didMove(toParent: nil)",
        ])
        _ = window
    }

    @Test("visibleViewController is what is presented over the navigation controller, else the top")
    func visibleViewController() {
        let (a, b) = (Screen("A", log: log), Screen("B", log: log))
        let navigationController = UINavigationController(rootViewController: a)
        let window = visibleWindow(root: navigationController)
        #expect(navigationController.visibleViewController === a)
        a.present(b, animated: false)
        #expect(navigationController.visibleViewController === b)
        #expect(navigationController.topViewController === a)
        _ = window
    }

    @Test("The transition coordinator is there in didShow of an animated pop, and absent without animation")
    func transitionCoordinatorInDidShow() {
        let (a, b) = (Screen("A", log: log), Screen("B", log: log))
        let navigationController = UINavigationController(rootViewController: a)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        let window = visibleWindow(root: navigationController)
        navigationController.pushViewController(b, animated: false)
        MainTurn.end()
        _ = log.take()
        navigationController.popViewController(animated: true)
        MainTurn.end()
        #expect(log.take().last == "didShow A from B")
        navigationController.pushViewController(Screen("C", log: log), animated: false)
        MainTurn.end()
        #expect(log.take().last == "didShow C from none")
        #expect(navigationController.transitionCoordinator == nil, "a transition's coordinator goes away when it ends")
        _ = window
    }

    @Test("Alongside and completion blocks of the transition coordinator run")
    func transitionCoordinatorBlocks() {
        final class Watcher: UIViewController {
            var notes: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                transitionCoordinator?.animate(alongsideTransition: { context in
                    self.notes.append("alongside animated=\(context.isAnimated)")
                }, completion: { context in
                    self.notes.append("completion cancelled=\(context.isCancelled)")
                })
            }
        }
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let window = visibleWindow(root: navigationController)
        let watcher = Watcher()
        navigationController.pushViewController(watcher, animated: true)
        MainTurn.end()
        #expect(watcher.notes == ["alongside animated=true", "completion cancelled=false"])
        _ = window
    }

    @Test("The delegate hears willShow and didShow for the first screen when the stack appears, and for a top pushed while covered when it is uncovered")
    func delegateHearsFirstScreen() {
        let (a, b) = (Screen("A", log: log), Screen("B", log: log))
        let navigationController = UINavigationController(rootViewController: a)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        let window = visibleWindow(root: navigationController)
        #expect(log.take().filter { $0.contains("Show") } == ["willShow A", "didShow A from none"])
        let cover = Screen("Cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        a.present(cover, animated: false)
        navigationController.pushViewController(b, animated: false)
        MainTurn.end()
        #expect(!log.take().contains { $0.contains("Show") }, "a covered stack announces nothing")
        cover.dismiss(animated: false)
        MainTurn.end()
        #expect(log.take().filter { $0.contains("Show") } == ["willShow B", "didShow B from none"])
        window.isHidden = true
        window.isHidden = false
        #expect(!log.take().contains { $0.contains("Show") }, "a top is announced once")
    }

    @Test("The delegate hears nothing while the navigation controller is in no window")
    func delegateSilentOffScreen() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        navigationController.pushViewController(Screen("B", log: log), animated: true)
        #expect(!log.take().contains { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") })
    }

    @Test("The delegate is held weakly, as in UIKit")
    func delegateIsWeak() {
        let navigationController = UINavigationController()
        do {
            let spy = NavigationSpy(log: log)
            navigationController.delegate = spy
            #expect(navigationController.delegate != nil)
        }
        #expect(navigationController.delegate == nil)
    }

    @Test("show(_:sender:) pushes inside a navigation controller, or called on one, and presents elsewhere")
    func show() {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let window = visibleWindow(root: navigationController)
        let b = Screen("B", log: log)
        a.show(b, sender: nil)
        #expect(navigationController.viewControllers == [a, b])
        let d = Screen("D", log: log)
        navigationController.show(d, sender: nil)
        #expect(navigationController.viewControllers == [a, b, d])
        #expect(navigationController.presentedViewController == nil)
        let loose = Screen("L", log: log)
        window.rootViewController = loose
        let c = Screen("C", log: log)
        loose.show(c, sender: nil)
        #expect(loose.presentedViewController === c)
    }

    @Test("A stack set through the viewControllers property names no line in the journal, rather than the model's own")
    func setterHasNoCallSite() {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController()
        let window = visibleWindow(root: navigationController)
        navigationController.viewControllers = [a]
        navigationController.setViewControllers([a, Screen("B", log: log)], animated: false)
        let entries = window.journal.entries.filter { $0.kind == .setViewControllers }
        #expect(entries.count == 2)
        #expect(entries.first?.callSite == nil)
        #expect(entries.last?.callSite?.fileName == "NavigationControllerTests.swift")
    }

    @Test("Bar button items and the back button live on the navigation item")
    func navigationItem() {
        let a = Screen("Inbox", log: log)
        #expect(a.navigationItem.title == "Inbox")
        a.title = "Mail"
        #expect(a.navigationItem.title == "Mail")
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in })
        a.navigationItem.rightBarButtonItem = done
        #expect(a.navigationItem.rightBarButtonItems == [done])
        #expect(done.title == "Done")
    }
}
