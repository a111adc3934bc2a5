import Foundation
import Kata
import Testing

@MainActor
@Suite("Presentation: chains, dismissal and the presentation controller")
struct PresentationTests {
    let log = EventLog()

    @Test("A screen inside a navigation controller presents through it, and both sides see the link")
    func presentingFromAChild() {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let window = visibleWindow(root: navigationController)
        let modal = Screen("M", log: log)
        a.present(modal, animated: true)
        #expect(navigationController.presentedViewController === modal)
        #expect(a.presentedViewController === modal, "a child reports what its container presents")
        #expect(modal.presentingViewController === navigationController)
        _ = window
    }

    @Test("A screen inside a presented navigation controller reports the presenter of its container")
    func presentingViewControllerOfAChild() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let inner = Screen("I", log: log)
        let modalNavigation = UINavigationController(rootViewController: inner)
        root.present(modalNavigation, animated: false)
        #expect(inner.presentingViewController === root)
        #expect(inner.navigationController === modalNavigation)
        _ = window
    }

    /// Apple, "dismiss(animated:completion:)": called on the presented controller, "UIKit asks the
    /// presenting view controller to handle the dismissal", and the completion is "the block to
    /// execute after the view controller is dismissed".
    @Test("dismiss on the presented controller is forwarded to its presenter")
    func dismissForwarded() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let modal = Screen("M", log: log)
        root.present(modal, animated: false)
        var completed = false
        modal.dismiss(animated: true) { completed = true }
        #expect(!completed, "the completion runs when the dismissal ends, after the turn")
        MainTurn.end()
        #expect(root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(completed)
        _ = window
    }

    @Test("dismiss lower in a chain dismisses everything above")
    func dismissChain() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let (first, second, third) = (Screen("1", log: log), Screen("2", log: log), Screen("3", log: log))
        root.present(first, animated: false)
        first.present(second, animated: false)
        second.present(third, animated: false)
        #expect(third.presentingViewController === second)
        _ = log.take()
        MainTurn.end()
        _ = log.take()
        first.dismiss(animated: true)
        #expect(first.presentedViewController === second, "an animated dismissal ends after the turn")
        MainTurn.end()
        #expect(first.presentedViewController == nil)
        #expect(root.presentedViewController === first)
        #expect(log.take() == ["2.viewWillDisappear", "3.viewWillDisappear", "2.viewDidDisappear", "3.viewDidDisappear"])
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil, "a dismissal without animation cuts the link at once")
        _ = window
    }

    @Test("dismiss with nothing to dismiss does nothing and does not run the completion")
    func dismissNothing() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(!completed)
        #expect(window.journal.entries.last?.summary.contains("nothing is presented") == true)
    }

    @Test("The presentation controller exists before presenting, so its delegate can be set first")
    func presentationControllerBeforePresenting() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let inner = Screen("I", log: log)
        let modalNavigation = UINavigationController(rootViewController: inner)
        let spy = PresentationSpy(log: log)
        modalNavigation.presentationController?.delegate = spy
        root.present(modalNavigation, animated: true)
        #expect(inner.presentationController === modalNavigation.presentationController, "a child reports its presented container's")
        #expect(modalNavigation.presentationController?.presentingViewController === root)
        #expect(modalNavigation.presentationController?.presentedViewController === modalNavigation)
        _ = window
    }

    /// Apple, "presentationControllerDidDismiss(_:)" and "presentationControllerWillDismiss(_:)":
    /// each "is not called if the presentation is dismissed programmatically".
    @Test("Dismissing in code never calls the presentation delegate")
    func programmaticDismissIsSilent() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let modal = Screen("M", log: log)
        let spy = PresentationSpy(log: log)
        modal.presentationController?.delegate = spy
        root.present(modal, animated: true)
        modal.dismiss(animated: true)
        #expect(!log.take().contains { $0.hasSuffix("Dismiss") || $0 == "shouldDismiss" })
        _ = window
    }

    /// Apple, "UIModalPresentationStyle.automatic": "The default presentation style chosen by the
    /// system", a page sheet before iOS 18 and a form sheet since, either shown in a compact width
    /// "as a sheet with part of the background content visible near the top of the screen".
    @Test("A controller presented without a style is .automatic: a sheet over its presenter, which stays on screen, and the user can swipe it down")
    func defaultStyleIsASheet() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let sheet = Screen("S", log: log)
        #expect(sheet.modalPresentationStyle == .automatic)
        _ = log.take()
        root.present(sheet, animated: true)
        MainTurn.end()
        #expect(!log.take().contains { $0.hasPrefix("R.") }, "the presenter stays on screen under a sheet")
        #expect(User(window: window).swipeDown())
        #expect(root.presentedViewController == nil)
    }

    /// Apple, "UIAlertController": "When a person taps that action, the alert controller executes
    /// the block you provided when creating the action object", once the alert has closed, so the
    /// block can present from the same screen.
    @Test("Tapping an alert's button closes the alert, then runs its handler, which can present again; a cancel action without a handler only closes it")
    func alertClosesThenRunsHandler() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let next = Screen("Next", log: log)
        var alertGoneWhenHandled: [Bool] = []
        let failure = UIAlertController(title: "The order did not go through", message: nil, preferredStyle: .alert)
        failure.addAction(UIAlertAction(title: "Try Again", style: .default) { _ in
            alertGoneWhenHandled.append(root.presentedViewController == nil)
            root.present(next, animated: true)
        })
        root.present(failure, animated: true)
        let user = User(window: window)
        #expect(user.tap("Try Again"))
        #expect(alertGoneWhenHandled == [true])
        #expect(root.presentedViewController === next)
        root.dismiss(animated: false)
        let question = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        question.addAction(UIAlertAction(title: "Not Now", style: .cancel))
        root.present(question, animated: true)
        #expect(user.tap("Not Now"))
        #expect(root.presentedViewController == nil)
    }

    @Test("A full-screen presentation takes the presenter's tree off screen, including a tab bar's selected tab")
    func fullScreenCoversTree() {
        let home = Screen("Home", log: log)
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: home)], animated: false)
        let window = visibleWindow(root: tabs)
        _ = log.take()
        let player = Screen("Player", log: log)
        player.modalPresentationStyle = .fullScreen
        home.present(player, animated: true)
        MainTurn.end()
        #expect(log.take() == ["Player.viewDidLoad", "Home.viewWillDisappear", "Player.viewWillAppear", "Home.viewDidDisappear", "Player.viewDidAppear"])
        #expect(player.presentingViewController === tabs)
        _ = window
    }
}

@MainActor
@Suite("Presentation: changes hidden under a full-screen modal")
struct HiddenChangesTests {
    let log = EventLog()

    @Test("A push under a full-screen modal calls nothing until the modal goes; then the new top appears")
    func pushUnderFullScreenModal() {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let window = visibleWindow(root: navigationController)
        let cover = Screen("Cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        a.present(cover, animated: false)
        MainTurn.end()
        _ = log.take()
        navigationController.pushViewController(Screen("B", log: log), animated: true)
        MainTurn.end()
        #expect(log.take() == ["B.willMove(toParent: UINavigationController)", "B.didMove(toParent: UINavigationController)"])
        cover.dismiss(animated: true)
        MainTurn.end()
        #expect(log.take() == ["B.viewDidLoad", "Cover.viewWillDisappear", "B.viewWillAppear", "Cover.viewDidDisappear", "B.viewDidAppear"])
        _ = window
    }

    /// What reports from devices agree on (a Stack Overflow question on leaking views when the
    /// root is replaced, with the view hierarchy debugger's picture: the presented view stays in
    /// a UITransitionView *behind* the new root's view; Dobrean, "UIWindow, rootViewController,
    /// visual artifacts and leaks": the old presentation is still there under the new root, and
    /// leaks; Showmax engineering, "Preventing memory leak when not dismissing modally-presented
    /// UIViewController"): UIKit does not dismiss it, the user sees the new root, and the
    /// presentation keeps the old root alive until it is dismissed.
    @Test("Replacing the root while it presents: as on iOS, the sheet stays behind the new root, unseen and untouchable, and keeps the old root alive until it is dismissed")
    func replaceRootWhilePresenting() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        weak var oldRoot: Screen?
        weak var modal: Screen?
        do {
            let root = Screen("Old", log: log)
            let sheet = Screen("Sheet", log: log)
            sheet.addButton("Stale") {}
            oldRoot = root
            modal = sheet
            window.rootViewController = root
            root.present(sheet, animated: false)
            MainTurn.end()
        }
        _ = log.take()
        let newRoot = Screen("New", log: log)
        newRoot.addButton("Fresh") {}
        window.rootViewController = newRoot
        #expect(log.take() == ["New.viewDidLoad", "Old.viewWillDisappear", "New.viewWillAppear", "Old.viewDidDisappear", "New.viewDidAppear"])
        #expect(oldRoot != nil, "the sign-out leak: the old hierarchy stays alive")
        let user = User(window: window)
        #expect(user.visibleViewController === newRoot)
        #expect(user.tappableLabels == ["Fresh"], "the stale sheet is behind the new root: nothing on it can be touched")
        #expect(!user.availableGestures.contains(.swipeDown(completing: true)))
        #expect(user.hierarchy.lines.contains("└─ Screen \"Old\" (a former root, still presenting behind the root)"))
        try #require(modal).dismiss(animated: false)
        #expect(user.visibleViewController === newRoot)
        #expect(oldRoot == nil)
        #expect(modal == nil)
    }

    @Test("The presentation controller is made from the style of the moment: a style set after asking for it is not used, as UIKit documents")
    func styleFixedWhenPresentationControllerIsMade() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let late = Screen("Late", log: log)
        _ = late.presentationController
        late.modalPresentationStyle = .fullScreen
        root.present(late, animated: false)
        #expect(late.presentationController?.presentationStyle == .automatic)
        #expect(User(window: window).swipeDown(), "still a sheet, so the user can swipe it away")
        let early = Screen("Early", log: log)
        early.modalPresentationStyle = .fullScreen
        root.present(early, animated: false)
        #expect(early.presentationController?.presentationStyle == .fullScreen)
        #expect(!User(window: window).swipeDown())
    }
}
