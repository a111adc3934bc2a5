import Foundation
import Kata
import Testing

/// An inbox, as iOS code writes one: a table view controller whose rows swipe left to delete
/// and right to archive, archiving through its coordinator.
private final class InboxViewController: UITableViewController {
    var messages: [String]
    var onArchive: ((String) -> Void)?
    var locked: Set<String> = []
    private(set) var completions: [Bool] = []

    init(messages: [String]) {
        self.messages = messages
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !locked.contains(messages[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            self?.completions.append(true)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.row > 0 else { return nil }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, sourceView, completion in
            guard let self, sourceView is UITableViewCell else { return completion(false) }
            onArchive?(messages[indexPath.row])
            completion(true)
        }
        archive.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [archive])
    }
}

@MainActor
@Suite("Swipe actions: the user swipes a table row and taps one of its actions")
struct SwipeActionsTests {
    /// Apple, "UIContextualAction": actions shown "when the user swipes left or right on a table
    /// row", given by the delegate's "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
    /// and "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"; "UIContextualAction.Handler":
    /// the handler gets the action, the view that displayed it, and a completion to call.
    @Test("Swiping left and tapping Delete runs its handler, which deletes the row; swiping right archives through the coordinator")
    func deleteAndArchive() {
        let inbox = InboxViewController(messages: ["Welcome", "Invoice", "Party"])
        let navigationController = UINavigationController(rootViewController: inbox)
        var archived: [String] = []
        inbox.onArchive = { [weak navigationController] message in
            archived.append(message)
            let screen = UIViewController()
            screen.title = "Archived \(message)"
            navigationController?.pushViewController(screen, animated: true)
        }
        let user = User(window: visibleWindow(root: navigationController))
        #expect(user.swipeRow("Invoice", andTap: "Delete"))
        #expect(inbox.messages == ["Welcome", "Party"])
        #expect(user.tappableLabels == ["Welcome", "Party"])
        #expect(user.journal.entries.last?.summary == "user swipes row 1 \"Invoice\" left and taps \"Delete\" on InboxViewController \"Inbox\"")
        #expect(user.swipeRow("Party", from: .leading, andTap: "Archive"))
        #expect(archived == ["Party"])
        #expect(user.visibleViewController?.title == "Archived Party")
        #expect(user.tapBack())
        #expect(user.swipeRow("Welcome", andTap: "Delete"), "the same action again, on another row")
        #expect(inbox.messages == ["Party"])
        #expect(inbox.completions == [true, true])
    }

    /// The model's rule for gestures that cannot be made ("User"): the report says what the row
    /// offers, as a device shows it. Apple, "tableView(_:canEditRowAt:)": a row that cannot be
    /// edited shows no swipe actions.
    @Test("An action the row does not offer, or a row with no actions, is reported with what there is")
    func missingActionsReported() {
        let inbox = InboxViewController(messages: ["Welcome", "Invoice"])
        let user = User(window: visibleWindow(root: UINavigationController(rootViewController: inbox)))
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.swipeRow("Invoice", andTap: "Archive"))
            #expect(!user.swipeRow("Welcome", from: .leading, andTap: "Archive"))
            #expect(!user.swipeRow("Nobody", andTap: "Delete"))
            inbox.locked = ["Invoice"]
            #expect(!user.swipeRow("Invoice", andTap: "Delete"))
        }
        #expect(reports.messages.count == 4)
        #expect(reports.messages[3].hasPrefix("The user could not swipe row 1 \"Invoice\": the row cannot be edited (the data source's tableView(_:canEditRowAt:) returned false)"))
        #expect(reports.messages[0].hasPrefix("The user swiped row 1 \"Invoice\" left but could not tap \"Archive\": its trailing swipe actions are \"Delete\"."))
        #expect(reports.messages[1].hasPrefix("The user swiped row 0 \"Welcome\" right but could not tap \"Archive\": the row has no leading swipe actions: the table's delegate returned nil from tableView(_:leadingSwipeActionsConfigurationForRowAt:)."))
        #expect(reports.messages[2].hasPrefix("The user could not swipe the row \"Nobody\": there is no table row or list row showing \"Nobody\""))
        #expect(inbox.messages == ["Welcome", "Invoice"])
    }
}
