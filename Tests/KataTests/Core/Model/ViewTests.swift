import Foundation
import Kata
import Testing

@MainActor
@Suite("Views: the small view layer screens are built from")
struct ViewTests {
    @Test("addSubview moves a view from its old superview; removeFromSuperview detaches it")
    func subviewTree() {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
        #expect(child.superview === second)
        #expect(child.isDescendant(of: second))
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(second.subviews.isEmpty)
    }

    @Test("Adding a view inside itself is refused and reported")
    func addSelf() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let reports = ModelReportLog()
        reports.collect {
            child.addSubview(parent)
            parent.addSubview(parent)
        }
        #expect(reports.messages.count == 2)
        #expect(child.subviews.isEmpty)
    }

    @Test("viewWithTag finds a view anywhere in the tree")
    func tags() {
        let root = UIView()
        let inner = UIView()
        let label = UILabel()
        label.tag = 7
        inner.addSubview(label)
        root.addSubview(inner)
        #expect(root.viewWithTag(7) === label)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test("A button's title falls back to the normal state's; a primary action gives its title")
    func buttonTitles() {
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        #expect(button.title(for: .disabled) == "Next")
        button.setTitle("Wait", for: .disabled)
        #expect(button.title(for: .disabled) == "Wait")
        button.isEnabled = false
        #expect(button.currentTitle == "Wait")
        let actionButton = UIButton(primaryAction: UIAction(title: "Go") { _ in })
        #expect(actionButton.currentTitle == "Go")
        #expect(actionButton.buttonType == .system)
    }

    @Test("sendActions runs the actions registered for those events, with the sender set")
    func controlActions() {
        let button = UIButton(type: .system)
        var events: [String] = []
        let tap = UIAction(identifier: UIAction.Identifier("tap")) { action in
            events.append("tap from \(action.sender === button)")
        }
        button.addAction(tap, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("changed") }, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        button.removeAction(identifiedBy: UIAction.Identifier("tap"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(events == ["tap from true", "changed"])
        #expect(tap.sender == nil, "the sender is only set while the handler runs")
    }

    /// Apple, UIControl `addAction(_:for:)`: "UIActions are uniqued based on their identifier,
    /// and subsequent actions with the same identifier replace previously added actions. You may
    /// add multiple UIActions for corresponding controlEvents, and you may add the same action
    /// to multiple controlEvents." An action made without an identifier gets a unique one, so
    /// adding a second such action runs both.
    @Test("An action added again with the same identifier replaces the first; others add up")
    func actionsUniquedByIdentifier() {
        let button = UIButton(type: .system)
        var events: [String] = []
        button.addAction(UIAction(identifier: UIAction.Identifier("save")) { _ in events.append("first save") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: UIAction.Identifier("save")) { _ in events.append("second save") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: UIAction.Identifier("save")) { _ in events.append("save on change") }, for: .valueChanged)
        button.addAction(UIAction { _ in events.append("log") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("log again") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(events == ["second save", "log", "log again"])
        events = []
        button.sendActions(for: .valueChanged)
        #expect(events == ["save on change"])
    }

    @Test("A controller's view has a window only while the controller is on screen")
    func viewWindow() {
        let a = UIViewController()
        let b = UIViewController()
        let navigationController = UINavigationController(rootViewController: a)
        let window = visibleWindow(root: navigationController)
        #expect(a.view.window === window)
        navigationController.pushViewController(b, animated: false)
        #expect(a.view.window === window, "until the turn ends, the old top is still on screen")
        MainTurn.end()
        #expect(a.view.window == nil)
        #expect(b.view.window === window)
        let label = UILabel()
        b.view.addSubview(label)
        #expect(label.window === window)
        #expect(b.view.next === b)
        #expect(b.next === navigationController)
    }

    @Test("loadView can supply a custom view; viewDidLoad still runs once")
    func customLoadView() {
        final class Custom: UIViewController {
            var loads = 0
            override func loadView() {
                let root = UILabel()
                root.text = "custom"
                view = root
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
            }
        }
        let custom = Custom()
        #expect((custom.view as? UILabel)?.text == "custom")
        _ = custom.view
        #expect(custom.loads == 1)
    }
}
