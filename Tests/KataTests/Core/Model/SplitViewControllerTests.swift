import Foundation
import Kata
import Testing

/// A split view delegate that records the collapse and may put the primary on top.
@MainActor
private final class SplitSpy: NSObject, UISplitViewControllerDelegate {
    let log: EventLog
    var topColumn: UISplitViewController.Column?

    init(log: EventLog) {
        self.log = log
    }

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.append("topColumn proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        log.append("didCollapse")
    }
}

@MainActor
@Suite("UISplitViewController on an iPhone: collapsed into one stack")
struct SplitViewControllerTests {
    let log = EventLog()

    /// A double-column split view of a list and a detail, neither a navigation controller.
    fileprivate func columns(delegate: SplitSpy? = nil) -> (UISplitViewController, Screen, Screen) {
        let split = UISplitViewController(style: .doubleColumn)
        let list = Screen("List", log: log)
        let detail = Screen("Detail", log: log)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.delegate = delegate
        return (split, list, detail)
    }

    /// Apple, UISplitViewController: a column's controller that is not a navigation controller
    /// is shown through one the split view creates; `viewController(for:)` returns the one you
    /// set. Apple's documentation does not say which column a collapsed split view proposes on
    /// top; reports from devices (apps answer
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` with `.primary` to
    /// start on the list) agree it is the secondary. Lesson 00 says so.
    @Test("Collapsed, the secondary shows above the primary, each in a navigation controller made for it; Back shows the primary")
    func collapsesSecondaryOnTop() throws {
        let spy = SplitSpy(log: log)
        let (split, list, detail) = columns(delegate: spy)
        let window = visibleWindow(root: split)
        let user = User(window: window)
        #expect(split.isCollapsed)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.navigationController !== list.navigationController)
        #expect(user.visibleViewController === detail)
        #expect(detail.splitViewController === split)
        let events = log.take()
        #expect(events.filter { !$0.contains("Move") && !$0.contains("view") } == ["topColumn proposed secondary", "didCollapse"])
        #expect(events.contains("Detail.viewDidAppear") && !events.contains("List.viewDidAppear"), "only the top of the collapsed stack appears: \(events)")
        user.tapBack()
        #expect(user.visibleViewController === list)
        #expect(log.take().suffix(2) == ["Detail.viewDidDisappear", "List.viewDidAppear"])
        split.show(.secondary)
        MainTurn.end()
        #expect(user.visibleViewController === detail)
        split.show(.primary)
        MainTurn.end()
        #expect(user.visibleViewController === list)
    }

    /// Apple, UISplitViewControllerDelegate
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`: "The column
    /// corresponding to the view controller to display in the collapsed interface. This value
    /// may be the same as proposedTopColumn, or you may return a different value."
    @Test("A delegate that answers .primary starts on the list; show(.secondary) pushes the detail")
    func delegateChoosesPrimary() {
        let spy = SplitSpy(log: log)
        spy.topColumn = .primary
        let (split, list, detail) = columns(delegate: spy)
        let user = User(window: visibleWindow(root: split))
        #expect(user.visibleViewController === list)
        #expect(user.availableGestures.contains(.tapBack) == false)
        split.show(.secondary)
        MainTurn.end()
        #expect(user.visibleViewController === detail)
        #expect(user.journal.entries.contains { $0.summary.contains("push") })
    }

    /// Apple, UISplitViewController `showDetailViewController(_:sender:)`: the split view asks
    /// its delegate, then forwards to the controller it would replace, and "a navigation
    /// controller responds by pushing vc"; a screen inside the split view reaches it through
    /// UIViewController's `showDetailViewController(_:sender:)`.
    @Test("A screen's showDetailViewController pushes the detail onto the primary's stack")
    func showDetail() {
        let spy = SplitSpy(log: log)
        spy.topColumn = .primary
        let (split, list, _) = columns(delegate: spy)
        let user = User(window: visibleWindow(root: split))
        let message = Screen("Message", log: log)
        list.showDetailViewController(message, sender: nil)
        MainTurn.end()
        #expect(user.visibleViewController === message)
        user.tapBack()
        #expect(user.visibleViewController === list)
    }

    /// Apple, UIViewController `showDetailViewController(_:sender:)`, in a collapsed split view:
    /// the detail is shown by the primary's navigation controller, also when it comes in a
    /// navigation controller of its own, as Xcode's master-detail template sent it (on an
    /// iPhone the detail's stack then sits inside the primary's, and Back leaves it).
    @Test("A detail in a navigation controller of its own is pushed too, and Back returns to the list")
    func showDetailInNavigationController() {
        let master = Screen("Master", log: log)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: master)]
        let user = User(window: visibleWindow(root: split))
        let detail = Screen("Detail", log: log)
        master.showDetailViewController(UINavigationController(rootViewController: detail), sender: nil)
        MainTurn.end()
        #expect(user.visibleViewController === detail)
        #expect(detail.splitViewController === split)
        user.tapBack()
        #expect(user.visibleViewController === master)
    }

    /// Apple, UISplitViewController.Column.compact: "If a view controller is set for this
    /// column, that view controller is shown when isCollapsed is true."
    @Test("A compact column is shown instead of the others")
    func compactColumn() {
        let (split, _, _) = columns()
        let phone = Screen("Phone", log: log)
        split.setViewController(phone, for: .compact)
        let user = User(window: visibleWindow(root: split))
        #expect(user.visibleViewController === phone)
        #expect(split.viewControllers.first === phone)
    }

    /// Apple, UISplitViewControllerDelegate `splitViewController(_:collapseSecondary:onto:)`:
    /// returning false lets the split view call the primary's
    /// `collapseSecondaryViewController(_:for:)`, whose navigation-controller version pushes
    /// the secondary; returning true means the delegate handled it, and the primary shows alone.
    @Test("A classic split view collapses its detail onto the primary's stack, unless the delegate takes it")
    func classicCollapse() {
        final class KeepsPrimary: NSObject, UISplitViewControllerDelegate {
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                true
            }
        }
        let master = Screen("Master", log: log)
        let detail = Screen("Detail", log: log)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: master), UINavigationController(rootViewController: detail)]
        let user = User(window: visibleWindow(root: split))
        #expect(user.visibleViewController === detail)
        user.tapBack()
        #expect(user.visibleViewController === master)

        let keeps = KeepsPrimary()
        let other = UISplitViewController()
        other.delegate = keeps
        let inbox = Screen("Inbox", log: log)
        other.viewControllers = [UINavigationController(rootViewController: inbox), Screen("Mail", log: log)]
        let otherUser = User(window: visibleWindow(root: other))
        #expect(otherUser.visibleViewController === inbox)
    }
}
