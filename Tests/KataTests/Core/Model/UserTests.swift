import Foundation
import Kata
import Testing

@MainActor
@Suite("User: gestures fire what the real gesture fires")
struct UserTests {
    let log = EventLog()

    @Test("Tapping a button by title or by accessibility identifier runs its action")
    func tapButton() {
        let screen = Screen("A", log: log)
        screen.addButton("Next") { self.log.append("tapped Next") }
        screen.addButton("Skip", identifier: "skip-button") { self.log.append("tapped Skip") }
        let window = visibleWindow(root: screen)
        let user = User(window: window)
        _ = log.take()
        #expect(user.tap("Next"))
        #expect(user.tap("skip-button"))
        #expect(log.take() == ["tapped Next", "tapped Skip"])
        #expect(user.tappableLabels == ["Next", "Skip"])
        let greeting = UILabel()
        greeting.text = "Hello"
        screen.view.addSubview(greeting)
        #expect(user.visibleTexts == ["Hello"])
        #expect(user.journal.entries.last?.summary == "user taps \"skip-button\" on Screen \"A\"")
    }

    @Test("A missing, hidden or disabled button cannot be tapped; the report shows what is on screen")
    func tapImpossible() throws {
        let screen = Screen("A", log: log)
        screen.addButton("Next") { self.log.append("tapped") }
        screen.addButton("Hidden") { self.log.append("tapped") }
        let window = visibleWindow(root: screen)
        let user = User(window: window)
        let hidden = try #require(screen.view.subviews.last)
        hidden.isHidden = true
        let next = try #require(screen.view.subviews.first as? UIButton)
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.tap("Done"))
            #expect(!user.tap("Hidden"))
            next.isEnabled = false
            #expect(!user.tap("Next"))
        }
        #expect(!log.take().contains("tapped"))
        let messages = reports.messages
        #expect(messages.count == 3)
        #expect(messages[0].hasPrefix("The user could not tap \"Done\": there is no button titled or identified \"Done\" on the visible screen, Screen \"A\"."))
        #expect(messages[0].contains("Buttons the user can tap: \"Next\"."))
        #expect(messages[0].contains("└─ Screen \"A\"   ◀ visible"))
        #expect(messages[2].contains("the button \"Next\" is there but disabled"))
        #expect(reports.reports.allSatisfy { $0.kind == .gesture && $0.callSite?.fileName == "UserTests.swift" })
    }

    @Test("Only the topmost layer can be touched: buttons under a sheet are out of reach")
    func sheetCoversButtons() {
        let root = Screen("A", log: log)
        root.addButton("Behind") { self.log.append("tapped Behind") }
        let window = visibleWindow(root: root)
        let sheet = Screen("S", log: log)
        sheet.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in self.log.append("tapped Done") })
        root.present(UINavigationController(rootViewController: sheet), animated: true)
        let user = User(window: window)
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.tap("Behind"))
        }
        #expect(user.tap("Done"))
        #expect(log.take().last == "tapped Done")
        #expect(reports.reports.count == 1)
    }

    @Test("Typing replaces a field's text and sends editingChanged")
    func typing() {
        let screen = Screen("A", log: log)
        let field = UITextField()
        field.placeholder = "Email"
        field.addAction(UIAction { _ in self.log.append("changed to \(field.text ?? "")") }, for: .editingChanged)
        screen.view.addSubview(field)
        let window = visibleWindow(root: screen)
        _ = log.take()
        #expect(User(window: window).type("ada@example.com", into: "Email"))
        #expect(field.text == "ada@example.com")
        #expect(log.take() == ["changed to ada@example.com"])
    }

    @Test("The back button pops with animation and a transition coordinator, and needs a screen below")
    func backButton() {
        let a = Screen("A", log: log)
        let b = Screen("B", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        navigationController.pushViewController(b, animated: false)
        let window = visibleWindow(root: navigationController)
        let user = User(window: window)
        _ = log.take()
        #expect(user.tapBack())
        #expect(log.take().last == "didShow A from B")
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.tapBack())
        }
        #expect(reports.messages.first?.contains("shows no back button") == true)
    }

    @Test("A hidden back button cannot be tapped")
    func hiddenBackButton() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let b = Screen("B", log: log)
        b.navigationItem.hidesBackButton = true
        navigationController.pushViewController(b, animated: false)
        let user = User(window: visibleWindow(root: navigationController))
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.tapBack())
        }
        #expect(navigationController.viewControllers.count == 2)
        #expect(reports.messages.first?.contains("hides its back button") == true)
    }

    /// Apple, "backAction" (UINavigationItem): setting it replaces the back button's action
    /// without changing its look; where no back button shows, it makes one. The documentation
    /// speaks of the button only, so the edge swipe still goes back.
    @Test("A back action runs in place of going back, also on a stack's only screen; the swipe still goes back")
    func backAction() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let b = Screen("B", log: log)
        var confirmations = 0
        b.navigationItem.backAction = UIAction(title: "Back") { _ in confirmations += 1 }
        navigationController.pushViewController(b, animated: false)
        let user = User(window: visibleWindow(root: navigationController))
        #expect(user.availableGestures.contains(.tapBack))
        #expect(user.tapBack())
        #expect(confirmations == 1)
        #expect(navigationController.viewControllers.count == 2, "the action runs instead of the pop")
        #expect(user.journal.entries.last?.summary == "user taps the back button on Screen \"B\", which runs its navigationItem.backAction")
        #expect(user.swipeBack())
        #expect(navigationController.viewControllers.count == 1)
        let root = navigationController.viewControllers[0]
        root.navigationItem.backAction = UIAction(title: "Close") { _ in confirmations += 1 }
        #expect(user.availableGestures.contains(.tapBack))
        #expect(!user.availableGestures.contains(.swipeBack(completing: true)))
        #expect(user.tapBack())
        #expect(confirmations == 2)
        root.navigationItem.hidesBackButton = true
        #expect(!user.availableGestures.contains(.tapBack))
    }

    /// Apple, "viewWillDisappear(_:)": it is called "before the view is actually removed", so a
    /// back swipe let go halfway brings it and then viewWillAppear(_:) again, never the
    /// viewDidDisappear(_:) of a finished pop.
    @Test("A cancelled back swipe: willShow without didShow, and both screens' callbacks undone")
    func cancelledSwipeBack() {
        let a = Screen("A", log: log)
        let b = Screen("B", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        navigationController.pushViewController(b, animated: false)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        let window = visibleWindow(root: navigationController)
        var stackAtWillShow: [UIViewController] = []
        spy.onWillShow = { stackAtWillShow = navigationController.viewControllers }
        _ = log.take()
        User(window: window).swipeBack(completing: false)
        #expect(stackAtWillShow == [a])
        #expect(log.take() == [
            "willShow A",
            "B.viewWillDisappear",
            "A.viewDidLoad",
            "A.viewWillAppear",
            "A.viewWillDisappear",
            "A.viewDidDisappear",
            "B.viewWillAppear",
            "B.viewDidAppear",
        ])
        #expect(navigationController.viewControllers == [a, b])
    }

    @Test("notifyWhenInteractionChanges tells a finished back swipe from an abandoned one; the back button, which no gesture drives, never calls it")
    func interactionChanges() {
        let a = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: a)
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        var endings: [Bool] = []
        spy.onWillShow = {
            navigationController.transitionCoordinator?.notifyWhenInteractionChanges { context in
                endings.append(context.isCancelled)
            }
        }
        let user = User(window: visibleWindow(root: navigationController))
        navigationController.pushViewController(Screen("B", log: log), animated: false)
        user.swipeBack(completing: false)
        user.swipeBack()
        navigationController.pushViewController(Screen("C", log: log), animated: false)
        user.tapBack()
        #expect(endings == [true, false])
    }

    /// Apple, "presentationControllerWillDismiss(_:)" ("Notifies the delegate before a presentation
    /// is dismissed") and "presentationControllerDidDismiss(_:)" ("Notifies the delegate after a
    /// presentation is dismissed"): a finished swipe calls both, so a flow that reports from each
    /// reports twice.
    @Test("Swiping a sheet down asks the delegate and tells it willDismiss and didDismiss")
    func swipeDownSheet() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let sheet = Screen("S", log: log)
        let spy = PresentationSpy(log: log)
        sheet.presentationController?.delegate = spy
        root.present(sheet, animated: true)
        MainTurn.end()
        _ = log.take()
        #expect(User(window: window).swipeDown())
        #expect(log.take() == ["shouldDismiss", "willDismiss", "S.viewWillDisappear", "S.viewDidDisappear", "didDismiss"])
        #expect(root.presentedViewController == nil)
    }

    /// Apple, "presentationControllerShouldDismiss(_:)": it "isn't guaranteed to be followed by a
    /// call to" willDismiss or didDismiss, and "dismissalTransitionDidEnd(_:)" is false when "the
    /// presented view controller is still visible": a swipe let go halfway brings willDismiss and
    /// never didDismiss.
    @Test("A sheet swipe abandoned halfway: willDismiss without didDismiss, the sheet's callbacks undone, the presenter untouched")
    func abandonedSwipeDown() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let sheet = Screen("S", log: log)
        let spy = PresentationSpy(log: log)
        sheet.presentationController?.delegate = spy
        root.present(sheet, animated: true)
        MainTurn.end()
        _ = log.take()
        let user = User(window: window)
        #expect(user.swipeDown(completing: false))
        #expect(log.take() == ["shouldDismiss", "willDismiss", "S.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear"])
        #expect(root.presentedViewController === sheet)
        #expect(user.journal.entries.last?.summary == "user starts swiping Screen down, then lets go: the sheet springs back")
        #expect(user.swipeDown())
        #expect(root.presentedViewController == nil)
    }

    @Test("The gestures a screen allows: its buttons, Back and both swipes, both sheet swipes, the tabs")
    func availableGestures() {
        let root = Screen("R", log: log)
        root.addButton("Open") {}
        let window = visibleWindow(root: root)
        let user = User(window: window)
        #expect(user.availableGestures == [.tap("Open")])
        let form = Screen("Form", log: log)
        form.addButton("Save") {}
        let sheet = UINavigationController(rootViewController: Screen("Top", log: log))
        sheet.pushViewController(form, animated: false)
        root.present(sheet, animated: false)
        #expect(user.availableGestures == [
            .tap("Save"), .tapBack, .swipeBack(completing: true), .swipeBack(completing: false),
            .swipeDown(completing: true), .swipeDown(completing: false),
        ])
        let tabs = UITabBarController()
        let first = Screen("First", log: log)
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        tabs.setViewControllers([first], animated: false)
        root.dismiss(animated: false)
        window.rootViewController = tabs
        #expect(user.availableGestures == [.selectTab(0, title: "One")])
        #expect(Gesture.swipeDown(completing: false).description == "the sheet swiped half way down and let go")
    }

    @Test("isModalInPresentation, on the sheet or its visible child, blocks the swipe and calls didAttemptToDismiss")
    func modalInPresentationBlocks() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let form = Screen("Form", log: log)
        let sheet = UINavigationController(rootViewController: form)
        let spy = PresentationSpy(log: log)
        sheet.presentationController?.delegate = spy
        root.present(sheet, animated: true)
        form.isModalInPresentation = true
        MainTurn.end()
        _ = log.take()
        #expect(!User(window: window).swipeDown())
        #expect(log.take() == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet)
    }

    @Test("A delegate that refuses keeps the sheet up")
    func delegateRefusesSwipe() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let sheet = Screen("S", log: log)
        let spy = PresentationSpy(log: log)
        spy.allowsDismissal = false
        sheet.presentationController?.delegate = spy
        root.present(sheet, animated: true)
        MainTurn.end()
        _ = log.take()
        #expect(!User(window: window).swipeDown())
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("A full-screen presentation cannot be swiped down")
    func fullScreenIgnoresSwipe() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let cover = Screen("C", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(!User(window: window).swipeDown())
        #expect(root.presentedViewController === cover)
    }

    @Test("Swiping down with nothing presented is reported")
    func swipeDownNothing() {
        let user = User(window: visibleWindow(root: Screen("R", log: log)))
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.swipeDown())
        }
        #expect(reports.messages.first?.hasPrefix("The user could not swipe down: nothing is presented") == true)
    }

    @Test("The visible screen follows stacks, tabs and presentations")
    func visibleScreen() {
        let home = Screen("Home", log: log)
        let tabs = UITabBarController()
        let homeNavigation = UINavigationController(rootViewController: home)
        tabs.viewControllers = [homeNavigation, Screen("Settings", log: log)]
        let window = visibleWindow(root: tabs)
        let user = User(window: window)
        #expect(user.visibleViewController === home)
        let detail = Screen("Detail", log: log)
        homeNavigation.pushViewController(detail, animated: false)
        #expect(user.visibleViewController === detail)
        let sheet = Screen("Sheet", log: log)
        detail.present(sheet, animated: false)
        #expect(user.visibleViewController === sheet)
    }
}
