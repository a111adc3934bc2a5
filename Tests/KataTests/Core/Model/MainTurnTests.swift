import Foundation
import Kata
import Testing

@MainActor
@Suite("The main actor's turn: stacks and links change at once, transitions commit when the turn ends")
struct MainTurnTests {
    let log = EventLog()
    let reports = ModelReportLog()

    @Test("A screen pushed and covered in the same turn never loads; the delegate hears only the top")
    func coveredInTheSameTurn() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let spy = NavigationSpy(log: log)
        navigationController.delegate = spy
        let window = visibleWindow(root: navigationController)
        _ = log.take()
        let (b, c) = (Screen("B", log: log), Screen("C", log: log))
        navigationController.pushViewController(b, animated: true)
        navigationController.pushViewController(c, animated: true)
        #expect(navigationController.viewControllers.map(\.title) == ["A", "B", "C"])
        MainTurn.end()
        #expect(!b.isViewLoaded)
        #expect(log.take().filter { !$0.contains("Move") } == [
            "C.viewDidLoad", "willShow C", "A.viewWillDisappear", "C.viewWillAppear",
            "A.viewDidDisappear", "C.viewDidAppear", "didShow C from A",
        ])
        _ = window
    }

    @Test("Data handed to a screen after the push, in the same turn, is there when its view loads")
    func dataAfterPushInTheSameTurn() {
        final class Code: UIViewController {
            var phone = ""
            var shownPhone: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                shownPhone = phone
            }
        }
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let window = visibleWindow(root: navigationController)
        let code = Code()
        navigationController.pushViewController(code, animated: true)
        code.phone = "+44 7700 900123"
        MainTurn.end()
        #expect(code.shownPhone == "+44 7700 900123")
        let early = Code()
        navigationController.pushViewController(early, animated: true)
        early.view.backgroundColor = .systemBackground
        early.phone = "+44 7700 900123"
        MainTurn.end()
        #expect(early.shownPhone == "", "touching view loads it at once, before the number arrives")
        _ = window
    }

    @Test("Presenting right after an animated dismissal, in the same turn, is refused as UIKit refuses it; in the completion it works")
    func presentAfterAnimatedDismissal() throws {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        root.present(Screen("First", log: log), animated: true)
        MainTurn.end()
        let second = Screen("Second", log: log)
        reports.collect {
            root.dismiss(animated: true)
            root.present(second, animated: true)
            MainTurn.end()
        }
        let report = try #require(reports.reports.first)
        #expect(report.message.contains("while Screen is still being dismissed"))
        #expect(report.message.contains("Present in the completion of dismiss(animated:completion:)"))
        #expect(root.presentedViewController == nil)
        root.present(Screen("Third", log: log), animated: true)
        MainTurn.end()
        root.dismiss(animated: true) {
            root.present(second, animated: true)
        }
        MainTurn.end()
        #expect(root.presentedViewController === second)
        _ = window
    }

    /// Apple's `isBeingDismissed` and `transitionCoordinator` documentation: during an animated
    /// dismissal the presented controller reports it is being dismissed, and the presenter's
    /// transition coordinator runs the completion of `animate(alongsideTransition:completion:)`
    /// when the transition ends; `present(_:animated:completion:)` meanwhile is refused.
    @Test("A gesture made while a tap's dismissal still animates finds the sheet being dismissed; waiting on the transition coordinator presents once it ends")
    func gestureWhileDismissalAnimates() throws {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        let sheet = Screen("Sheet", log: log)
        sheet.addButton("Pay") { sheet.dismiss(animated: true) }
        root.present(sheet, animated: true)
        MainTurn.end()
        let user = User(window: window)
        let second = Screen("Second", log: log)
        var seenWhileDismissing: [Bool] = []
        user.beforeTransitionsEnd {
            user.tap("Pay")
            seenWhileDismissing = [sheet.isBeingDismissed, root.presentedViewController === sheet, root.transitionCoordinator != nil]
            root.transitionCoordinator?.animate(alongsideTransition: nil) { _ in root.present(second, animated: true) }
        }
        #expect(seenWhileDismissing == [true, true, true])
        #expect(root.presentedViewController === second)
        #expect(!sheet.isBeingDismissed)
        let third = Screen("Third", log: log)
        reports.collect {
            user.beforeTransitionsEnd {
                root.dismiss(animated: true)
                root.present(third, animated: true)
            }
        }
        let report = try #require(reports.reports.first)
        #expect(report.message.contains("while Screen is still being dismissed"))
        #expect(root.presentedViewController == nil)
    }

    /// Apple, "pushViewController(_:animated:)" pushes "onto the receiver's stack and updates the
    /// display", and "isBeingDismissed" tells a sheet still sliding away: UIKit takes the push
    /// under that sheet, and the user sees the new screen once the sheet is gone.
    @Test("A push made while a sheet over the stack slides away happens under it, and shows once the sheet is gone")
    func pushUnderADismissingSheet() {
        let list = Screen("List", log: log)
        let navigationController = UINavigationController(rootViewController: list)
        let window = visibleWindow(root: navigationController)
        let sheet = Screen("Checkout", log: log)
        navigationController.present(sheet, animated: true)
        MainTurn.end()
        let page = Screen("Page", log: log)
        reports.collect {
            navigationController.dismiss(animated: true)
            #expect(sheet.isBeingDismissed)
            navigationController.pushViewController(page, animated: false)
        }
        #expect(reports.reports.isEmpty, "UIKit refuses nothing here")
        #expect(navigationController.viewControllers == [list, page])
        MainTurn.end()
        #expect(navigationController.presentedViewController == nil)
        #expect(User(window: window).visibleViewController === page)
    }

    @Test("A dismissal without animation cuts the link at once, so a presentation in the same turn works")
    func presentAfterPlainDismissal() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        root.present(Screen("First", log: log), animated: false)
        let second = Screen("Second", log: log)
        root.dismiss(animated: false)
        root.present(second, animated: true)
        MainTurn.end()
        #expect(root.presentedViewController === second)
        #expect(User(window: window).visibleViewController === second)
    }

    @Test("A second dismissal in the same turn does nothing, and its completion does not run")
    func dismissTwice() {
        let root = Screen("R", log: log)
        let window = visibleWindow(root: root)
        root.present(Screen("M", log: log), animated: true)
        MainTurn.end()
        var completions: [String] = []
        root.dismiss(animated: true) { completions.append("first") }
        root.dismiss(animated: true) { completions.append("second") }
        MainTurn.end()
        #expect(completions == ["first"])
        #expect(window.journal.entries.last?.summary == "dismiss from Screen did nothing: Screen is already being dismissed")
    }

    @Test("The user's gestures end the turn: what a tap pushes is on screen, loaded, when the tap returns")
    func gesturesEndTheTurn() {
        let root = Screen("A", log: log)
        let navigationController = UINavigationController(rootViewController: root)
        let next = Screen("B", log: log)
        root.addButton("Next") { navigationController.pushViewController(next, animated: true) }
        let window = visibleWindow(root: navigationController)
        User(window: window).tap("Next")
        #expect(next.isViewLoaded)
        #expect(next.view.window === window)
    }

    @Test("A window let go before the turn ends takes its pending transitions with it")
    func windowLetGo() {
        weak var pushed: Screen?
        do {
            let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
            let window = visibleWindow(root: navigationController)
            let screen = Screen("B", log: log)
            pushed = screen
            navigationController.pushViewController(screen, animated: true)
            _ = window
        }
        #expect(pushed == nil)
        MainTurn.end()
        #expect(!log.take().contains("B.viewDidLoad"))
    }
}
