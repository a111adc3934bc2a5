import Foundation
import Kata
import Testing

// MARK: - A list → detail coordinator, written as on iOS

/// One contact of the list.
private struct Contact: Equatable {
    let name: String
    let phone: String
}

/// The list screen, as iOS code writes it: a table view controller whose row selection tells its
/// coordinator, with cells filled through `defaultContentConfiguration()`.
private final class ContactListViewController: UITableViewController {
    var onSelect: ((Contact) -> Void)?
    var contacts: [Contact] {
        didSet { tableView.reloadData() }
    }

    init(contacts: [Contact]) {
        self.contacts = contacts
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = contacts[indexPath.row].name
        content.secondaryText = contacts[indexPath.row].phone
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(contacts[indexPath.row])
    }
}

/// The detail screen: the contact's name as its title, its phone number as a label.
private final class ContactDetailViewController: UIViewController {
    let contact: Contact

    init(contact: Contact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact.name
        let phone = UILabel()
        phone.text = contact.phone
        view.addSubview(phone)
    }
}

/// The coordinator: it shows the list, pushes a contact's detail when its row is selected, and
/// adds contacts to the list.
@MainActor
private final class ContactsCoordinator {
    let navigationController: UINavigationController
    private var contacts: [Contact]
    private weak var list: ContactListViewController?

    init(navigationController: UINavigationController, contacts: [Contact]) {
        self.navigationController = navigationController
        self.contacts = contacts
    }

    func start() {
        let list = ContactListViewController(contacts: contacts)
        list.onSelect = { [weak self] contact in
            self?.showDetail(of: contact)
        }
        navigationController.setViewControllers([list], animated: false)
        self.list = list
    }

    func add(_ contact: Contact) {
        contacts.append(contact)
        list?.contacts = contacts
    }

    private func showDetail(of contact: Contact) {
        navigationController.pushViewController(ContactDetailViewController(contact: contact), animated: true)
    }
}

// MARK: - A view controller that owns its table, written as on iOS

/// A screen that owns a table view and is its data source and delegate, registering
/// `UITableViewCell` and deselecting the row it was told about, as iOS code does.
private final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .grouped)
    var rows = ["Account", "Privacy"]
    var onSelect: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(rows[indexPath.row])
    }
}

// MARK: - Test doubles

/// A data source of one section of fixed texts, counting what it is asked.
@MainActor
private final class TextSource: NSObject, UITableViewDataSource {
    var texts: [String]
    var header: String?
    var footer: String?
    private(set) var cellRequests = 0

    init(_ texts: [String]) {
        self.texts = texts
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        texts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = texts[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        header
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footer
    }
}

/// A delegate that logs what it is told, and can refuse or redirect selections.
@MainActor
private final class SelectionSpy: NSObject, UITableViewDelegate {
    var events: [String] = []
    var refusesSelection = false
    var redirect: IndexPath?
    var allowsHighlight = true

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.row)")
        return allowsHighlight
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        return refusesSelection ? nil : redirect ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.row)")
    }
}

/// A cell made for registration, with its own style, as cell subclasses are.
private final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A screen whose view holds one table, with a data source and a delegate of its own.
@MainActor
private func tableScreen(_ source: TextSource, delegate: SelectionSpy? = nil) -> (UIViewController, UITableView) {
    let screen = UIViewController()
    screen.title = "Table"
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = source
    table.delegate = delegate
    screen.view.addSubview(table)
    return (screen, table)
}

@MainActor
@Suite("Table views: rows from a data source, selected by the user's tap")
struct TableViewTests {
    /// Apple, "init(row:section:)", "row" and "section" (IndexPath, UIKit): an index path names a
    /// row by its index in a section, and a section by its index in the table.
    @Test("IndexPath(row:section:) names a row of a section; row and section can be changed")
    func indexPathRowAndSection() {
        var indexPath = IndexPath(row: 2, section: 1)
        #expect(indexPath.row == 2)
        #expect(indexPath.section == 1)
        #expect(indexPath == IndexPath(indexes: [1, 2]))
        indexPath.row = 5
        indexPath.section = 0
        #expect(indexPath == IndexPath(row: 5, section: 0))
    }

    /// Apple, "UITableView": a table view gets its rows from its data source; "reloadData()":
    /// calling it reloads everything used to construct the table, including cells and section
    /// headers and footers; "tableView(_:titleForHeaderInSection:)" and
    /// "tableView(_:titleForFooterInSection:)" give the sections' titles.
    @Test("A table asks for its cells when it comes on screen and shows every row's cell; reloadData asks again")
    func loadsWhenOnScreen() {
        let source = TextSource(["Alice", "Bob"])
        source.header = "Friends"
        source.footer = "2 friends"
        let (screen, table) = tableScreen(source)
        #expect(table.numberOfRows(inSection: 0) == 2, "the counts can be asked for before")
        #expect(source.cellRequests == 0, "no cell is made before the table is on screen")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        let window = visibleWindow(root: screen)
        let user = User(window: window)
        #expect(source.cellRequests == 2)
        #expect(user.visibleTexts == ["Friends", "Alice", "Bob", "2 friends"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Bob")
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
        source.texts.append("Carol")
        #expect(table.numberOfRows(inSection: 0) == 2, "the table keeps what it was told until it reloads")
        table.reloadData()
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(user.visibleTexts == ["Friends", "Alice", "Bob", "Carol", "2 friends"])
        #expect(source.cellRequests == 5)
    }

    /// Apple, "reloadData()": the table reloads the data used to construct it and "redisplays
    /// only those rows that are visible"; a table that is not on screen shows none.
    @Test("reloadData off screen waits until the table is back on screen")
    func reloadOffScreenWaits() {
        let source = TextSource(["Alice"])
        let (screen, table) = tableScreen(source)
        let navigationController = UINavigationController(rootViewController: screen)
        let window = visibleWindow(root: navigationController)
        let user = User(window: window)
        navigationController.pushViewController(UIViewController(), animated: true)
        MainTurn.end()
        source.texts = ["Alice", "Bob"]
        table.reloadData()
        #expect(source.cellRequests == 1, "the covered table makes no cells")
        #expect(table.numberOfRows(inSection: 0) == 2)
        user.tapBack()
        #expect(source.cellRequests == 3)
        #expect(user.visibleTexts == ["Alice", "Bob"])
    }

    /// Apple, "tableHeaderView" and "tableFooterView": the views shown above and below the
    /// table's content; "contentOffset" and "contentInset" (UIScrollView) are the scroll view's
    /// settings, which the model keeps without scrolling.
    @Test("The table's header and footer views are on screen around the rows; the scroll view's settings are kept")
    func headerAndFooterViews() {
        let source = TextSource(["Alice"])
        let (screen, table) = tableScreen(source)
        var searches = 0
        let search = UIButton(primaryAction: UIAction(title: "Search") { _ in searches += 1 })
        table.tableHeaderView = search
        let note = UILabel()
        note.text = "End of list"
        table.tableFooterView = note
        table.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        table.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        let user = User(window: visibleWindow(root: screen))
        #expect(user.visibleTexts == ["Alice", "End of list"])
        #expect(user.tap("Search"))
        #expect(searches == 1)
        table.reloadData()
        #expect(user.visibleTexts == ["Alice", "End of list"], "the footer stays below the rows")
        #expect(table.contentOffset == CGPoint(x: 0, y: 40))
        #expect(table.contentInset.top == 8)
        table.tableFooterView = nil
        #expect(note.superview == nil)
    }

    /// Apple, "register(_:forCellReuseIdentifier:)": the table uses the registered class to
    /// create new cells; "dequeueReusableCell(withIdentifier:for:)": it always returns a valid
    /// cell, made with `init(style:reuseIdentifier:)` when it comes from a registered class;
    /// "dequeueReusableCell(withIdentifier:)": `nil` when there is no such cell.
    @Test("Dequeueing makes a new cell of the registered class, through its own initializer")
    func dequeueRegisteredClass() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
        let first = table.dequeueReusableCell(withIdentifier: "Subtitle", for: IndexPath(row: 0, section: 0))
        let second = table.dequeueReusableCell(withIdentifier: "Subtitle", for: IndexPath(row: 1, section: 0))
        #expect(first is SubtitleCell)
        #expect(first !== second)
        #expect(first.reuseIdentifier == "Subtitle")
        #expect(first.detailTextLabel != nil, "the subclass's init(style:reuseIdentifier:) chose the subtitle style")
        let optional = try #require(table.dequeueReusableCell(withIdentifier: "Subtitle"))
        #expect(optional is SubtitleCell)
        #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
        table.register(nil, forCellReuseIdentifier: "Subtitle")
        #expect(table.dequeueReusableCell(withIdentifier: "Subtitle") == nil)
    }

    /// Apple, "register(_:forCellReuseIdentifier:)": the class must be a `UITableViewCell`
    /// subclass, and passing `nil` unregisters the identifier; "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"
    /// likewise for `UICollectionReusableView`. UIKit raises an exception for a class of another kind.
    @Test("Registering a class of the wrong kind is reported and keeps the earlier registration; nil removes it")
    func registeringWrongClassIsReported() throws {
        final class ContactCell: UITableViewCell {}
        let table = UITableView(frame: .zero, style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        let reports = ModelReportLog()
        reports.collect { table.register(UILabel.self, forCellReuseIdentifier: "Contact") }
        let report = try #require(reports.reports.first)
        #expect(report.kind == .misuse)
        #expect(report.message.hasPrefix("Tried to register UILabel for cells identified \"Contact\", but it is not a UITableViewCell subclass."))
        #expect(table.dequeueReusableCell(withIdentifier: "Contact") is ContactCell, "the earlier registration stays")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "Contact")
        #expect(table.dequeueReusableCell(withIdentifier: "Contact") == nil)

        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let collectionReports = ModelReportLog()
        collectionReports.collect { collection.register(UILabel.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Title") }
        #expect(collectionReports.reports.first?.message.hasPrefix("Tried to register UILabel for supplementary views of kind \"header\" identified \"Title\", but it is not a UICollectionReusableView subclass.") == true)
    }

    /// Apple, "dequeueReusableCell(withIdentifier:for:)": "You must register a class or nib file
    /// using the register(_:forCellReuseIdentifier:) … method before calling this method"; UIKit
    /// raises an exception ("unable to dequeue a cell with identifier …") when none is.
    @Test("Dequeueing an identifier nothing is registered for is reported at the caller's line")
    func dequeueUnregisteredIsReported() throws {
        let table = UITableView(frame: .zero, style: .plain)
        let reports = ModelReportLog()
        let line = #line + 1
        let cell = reports.collect { table.dequeueReusableCell(withIdentifier: "Contact", for: IndexPath(row: 0, section: 0)) }
        let report = try #require(reports.reports.first)
        #expect(reports.reports.count == 1)
        #expect(report.kind == .misuse)
        #expect(report.message.hasPrefix("Tried to dequeue a cell identified \"Contact\", but no cell class is registered for that identifier. UIKit raises an exception for this"))
        #expect(report.callSite?.fileName == "TableViewTests.swift")
        #expect(report.callSite?.line == line)
        #expect(cell.reuseIdentifier == "Contact", "the model hands back a plain cell so the app goes on")
    }

    /// Apple, "textLabel", "detailTextLabel" ("If the style doesn't support detail labels, nil
    /// returns"; "Setting a non-nil value for contentConfiguration resets this property to nil"),
    /// "contentView" and "contentConfiguration" (setting one replaces the content view with the
    /// configuration's view; setting it back to nil gives a new, empty content view).
    @Test("A cell's labels follow its style and live in its content view; a content configuration takes their place")
    func cellLabelsAndConfiguration() throws {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let textLabel = try #require(subtitle.textLabel)
        let detail = try #require(subtitle.detailTextLabel)
        #expect(textLabel.superview === subtitle.contentView)
        #expect(detail.superview === subtitle.contentView)
        let original = subtitle.contentView
        var content = subtitle.defaultContentConfiguration()
        content.text = "Alice"
        content.secondaryText = "555-0100"
        subtitle.contentConfiguration = content
        #expect(subtitle.textLabel == nil)
        #expect(subtitle.detailTextLabel == nil)
        #expect(subtitle.contentView !== original)
        #expect(subtitle.contentView is UIListContentView)
        #expect(subtitle.contentView.superview === subtitle)
        let configured = subtitle.contentView
        content.text = "Alicia"
        subtitle.contentConfiguration = content
        #expect(subtitle.contentView === configured, "a list content view takes a new list configuration")
        let shown = subtitle.contentView.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(shown == ["Alicia", "555-0100"])
        subtitle.contentConfiguration = nil
        #expect(subtitle.contentView !== configured)
        #expect(subtitle.contentView.subviews.isEmpty)
    }

    /// Apple, "defaultContentConfiguration()": a default list content configuration for the
    /// cell's style, with default styling and no content; "UIListContentConfiguration": text,
    /// secondary text, image, and the text properties' font and colour; "backgroundConfiguration"
    /// and "UIBackgroundConfiguration": a cell's background, such as `listGroupedCell()`.
    @Test("defaultContentConfiguration follows the cell's style, has no content, and keeps what you set")
    func defaultContentConfiguration() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        #expect(content.text == nil && content.secondaryText == nil && content.image == nil)
        #expect(content == UIListContentConfiguration.valueCell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        content.image = UIImage(systemName: "star")
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.color = .systemBlue
        content.secondaryTextProperties.color = .secondaryLabel
        content.imageProperties.tintColor = .systemPurple
        #expect(content.textProperties.font == .preferredFont(forTextStyle: .headline))
        #expect(content.textProperties.color == .systemBlue)
        #expect(content.image?.name == "star")
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .secondarySystemBackground
        background.cornerRadius = 12
        cell.backgroundConfiguration = background
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemBackground)
        #expect(cell.backgroundConfiguration?.cornerRadius == 12)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    }

    /// Apple, "selectRow(at:animated:scrollPosition:)": "Calling this method doesn't cause the
    /// delegate to receive a tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:)
    /// message"; "deselectRow(at:animated:)" likewise tells the delegate nothing;
    /// "indexPathForSelectedRow".
    @Test("Selecting and deselecting in code tells the delegate nothing")
    func selectionInCode() {
        let source = TextSource(["Alice", "Bob"])
        let spy = SelectionSpy()
        let (screen, table) = tableScreen(source, delegate: spy)
        let window = visibleWindow(root: screen)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: true, scrollPosition: .middle)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(spy.events.isEmpty)
        _ = window
    }

    /// Apple, "tableView(_:shouldHighlightRowAt:)", "tableView(_:willSelectRowAt:)",
    /// "tableView(_:willDeselectRowAt:)", "tableView(_:didDeselectRowAt:)" and
    /// "tableView(_:didSelectRowAt:)": the delegate is asked before the user's touch highlights
    /// and selects a row, the row selected before is deselected, and the delegate is told.
    @Test("The user's tap on a row asks and tells the delegate, deselecting the row selected before")
    func userTapOrder() {
        let source = TextSource(["Alice", "Bob"])
        let spy = SelectionSpy()
        let (screen, table) = tableScreen(source, delegate: spy)
        let user = User(window: visibleWindow(root: screen))
        #expect(user.tap("Alice"))
        #expect(spy.events == ["shouldHighlight 0", "willSelect 0", "didSelect 0"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        spy.events = []
        #expect(user.tap("Bob"))
        #expect(spy.events == ["shouldHighlight 1", "willSelect 1", "willDeselect 0", "didDeselect 0", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(user.journal.entries.last?.summary == "user taps row 1 \"Bob\" on UIViewController \"Table\"")
    }

    /// Apple, "tableView(_:willSelectRowAt:)": return another index path to have another row
    /// selected, or `nil` if you don't want the row selected; "tableView(_:shouldHighlightRowAt:)":
    /// a row that is not highlighted is not selected either.
    @Test("willSelectRowAt returning nil refuses the selection; returning another row selects that one")
    func willSelectRefusesOrRedirects() {
        let source = TextSource(["Alice", "Bob"])
        let spy = SelectionSpy()
        let (screen, table) = tableScreen(source, delegate: spy)
        let user = User(window: visibleWindow(root: screen))
        spy.refusesSelection = true
        #expect(!user.tap("Alice"))
        #expect(spy.events == ["shouldHighlight 0", "willSelect 0"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(user.journal.entries.last?.summary == "the row is not selected: the delegate's tableView(_:willSelectRowAt:) returned nil")
        spy.refusesSelection = false
        spy.redirect = IndexPath(row: 1, section: 0)
        spy.events = []
        #expect(user.tap("Alice"))
        #expect(spy.events == ["shouldHighlight 0", "willSelect 0", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        spy.allowsHighlight = false
        spy.events = []
        #expect(!user.tap("Alice"))
        #expect(spy.events == ["shouldHighlight 0"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    /// Apple, "allowsMultipleSelection": "the user can select additional rows by tapping on them.
    /// The user must tap a currently selected row to deselect it."; "indexPathForSelectedRow": of
    /// several, the one with the lowest index values.
    @Test("A table that allows multiple selection adds each tapped row; tapping a selected row deselects it")
    func multipleSelection() {
        let source = TextSource(["Alice", "Bob", "Carol"])
        let spy = SelectionSpy()
        let (screen, table) = tableScreen(source, delegate: spy)
        table.allowsMultipleSelection = true
        let user = User(window: visibleWindow(root: screen))
        #expect(user.tap("Alice"))
        #expect(user.tap("Carol"))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(spy.events == ["shouldHighlight 0", "willSelect 0", "didSelect 0", "shouldHighlight 2", "willSelect 2", "didSelect 2"])
        spy.events = []
        #expect(user.tap("Alice"))
        #expect(spy.events == ["shouldHighlight 0", "willDeselect 0", "didDeselect 0"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows?.count == 2, "selecting in code adds too")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "of several, the lowest row")
    }

    /// Apple, "allowsSelection": when `false`, the user cannot select rows.
    @Test("A table that does not allow selection has no rows to tap; the report says why")
    func selectionNotAllowed() {
        let source = TextSource(["Alice"])
        let spy = SelectionSpy()
        let (screen, table) = tableScreen(source, delegate: spy)
        table.allowsSelection = false
        let user = User(window: visibleWindow(root: screen))
        #expect(user.tappableLabels.isEmpty)
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.tap("Alice"))
        }
        #expect(reports.messages.first?.contains("the row \"Alice\" is there but its table does not let the user select rows (allowsSelection is false)") == true)
        #expect(spy.events.isEmpty)
    }

    /// The model's rule for ambiguous taps ("User"), applied as UI tests on iOS apply it: a label
    /// that a button and a row both show does not say which to tap.
    @Test("A label shown by a button and by a row is ambiguous and reported, like two buttons")
    func buttonAndRowAmbiguous() {
        let source = TextSource(["Alice", "Help", "Bob"])
        let spy = SelectionSpy()
        let (screen, table) = tableScreen(source, delegate: spy)
        let help = UIButton(type: .system)
        help.setTitle("Help", for: .normal)
        screen.view.addSubview(help)
        let user = User(window: visibleWindow(root: screen))
        let bobDetail = UILabel()
        bobDetail.text = "Alice"
        table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.addSubview(bobDetail)
        #expect(user.tappableLabels == ["Help", "Alice", "Help", "Bob"])
        #expect(user.availableGestures == [.tap("Bob")], "Help is a button and a row; Alice is shown by two rows")
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.tap("Help"))
            #expect(!user.tap("Nobody"))
        }
        #expect(reports.messages.count == 2)
        #expect(reports.messages[0].hasPrefix("The user could not tap \"Help\": 2 buttons and table rows on the visible screen, UIViewController \"Table\", show that title or identifier."))
        #expect(reports.messages[1].contains("there is no button or table row titled or identified \"Nobody\""))
        #expect(reports.messages[1].contains("Table rows the user can tap: \"Alice\", \"Help\", \"Bob\"."))
        #expect(spy.events.isEmpty)
    }

    /// Apple, "UITableViewController": it "sets the data source and the delegate of the table
    /// view to self", its `tableView` is its view, and it clears its selection each time the
    /// table view is displayed; "clearsSelectionOnViewWillAppear": `true` by default, and
    /// `false` preserves the selection.
    @Test("A table view controller's view is its table, served by itself; it clears the selection when it appears")
    func tableViewController() throws {
        let list = ContactListViewController(contacts: [Contact(name: "Alice", phone: "1")])
        let navigationController = UINavigationController(rootViewController: list)
        list.onSelect = { [weak navigationController] contact in
            navigationController?.pushViewController(ContactDetailViewController(contact: contact), animated: true)
        }
        let window = visibleWindow(root: navigationController)
        let table = try #require(list.tableView)
        #expect(list.view === table)
        #expect(table.dataSource === list)
        #expect(table.delegate === list)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.separatorStyle == .singleLine)
        let user = User(window: window)
        #expect(user.tap("Alice"))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        user.tapBack()
        #expect(table.indexPathForSelectedRow == nil)
        list.clearsSelectionOnViewWillAppear = false
        user.tap("Alice")
        user.tapBack()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(UITableViewController().tableView.style == .plain)
    }

    /// A coordinator sample as iOS code writes it, driven by the user. Apple,
    /// "tableView(_:didSelectRowAt:)": the delegate hears which row the user selected, here to
    /// push that row's detail; "reloadData()": rows the data source gives after it are on screen.
    @Test("List → detail: tapping a row pushes that row's detail; Back returns; rows added after reloadData are tappable")
    func listDetailCoordinator() throws {
        let navigationController = UINavigationController()
        let window = visibleWindow(root: navigationController)
        let coordinator = ContactsCoordinator(
            navigationController: navigationController,
            contacts: [Contact(name: "Alice", phone: "555-0100"), Contact(name: "Bob", phone: "555-0101")]
        )
        coordinator.start()
        let user = User(window: window)
        #expect(user.visibleTexts == ["Alice", "555-0100", "Bob", "555-0101"])
        #expect(user.tappableLabels == ["Alice", "Bob"])
        #expect(user.tap("Bob"))
        let bob = try #require(user.visibleViewController as? ContactDetailViewController)
        #expect(bob.contact.name == "Bob")
        #expect(user.visibleTexts == ["555-0101"])
        #expect(user.journal.text.contains("user taps row 1 \"Bob\" on ContactListViewController \"Contacts\""))
        #expect(user.tapBack())
        #expect(user.visibleViewController is ContactListViewController)
        #expect(user.tap("Alice"))
        #expect((user.visibleViewController as? ContactDetailViewController)?.contact.name == "Alice")
        coordinator.add(Contact(name: "Carol", phone: "555-0102"))
        user.tapBack()
        #expect(user.tappableLabels == ["Alice", "Bob", "Carol"], "added while the list was covered, shown when it is back")
        coordinator.add(Contact(name: "Dave", phone: "555-0103"))
        #expect(user.tap("Dave"))
        #expect((user.visibleViewController as? ContactDetailViewController)?.contact.name == "Dave")
        #expect(navigationController.viewControllers.count == 2)
    }

    /// A screen that owns its table, as iOS code writes it (Apple, "UITableViewDataSource",
    /// "UITableViewDelegate"); graders that walk a flow find its rows among the gestures.
    @Test("A view controller that serves its own table: its rows are gestures the user can make")
    func ownedTableGestures() {
        let settings = SettingsViewController()
        var selected: [String] = []
        settings.onSelect = { selected.append($0) }
        let user = User(window: visibleWindow(root: UINavigationController(rootViewController: settings)))
        #expect(user.availableGestures == [.tap("Account"), .tap("Privacy")])
        for gesture in user.availableGestures {
            #expect(user.perform(gesture))
        }
        #expect(selected == ["Account", "Privacy"])
        settings.rows.append("Help")
        #expect(user.tappableLabels == ["Account", "Privacy"], "the table shows new rows when it reloads")
    }

    /// Apple, "dataSource" and "delegate" (UITableView): both are weak references, so a table
    /// keeps neither its controller nor anything else alive; its cells are its subviews.
    @Test("A table and its cells are released with the screen that showed them")
    func cellsReleasedWithTable() throws {
        let tracker = LifetimeTracker()
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let window = visibleWindow(root: navigationController)
        do {
            let list = ContactListViewController(contacts: [Contact(name: "Alice", phone: "1")])
            navigationController.pushViewController(list, animated: true)
            MainTurn.end()
            let table = try #require(list.tableView)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            tracker.track(list)
            tracker.track(table, named: "table")
            tracker.track(cell, named: "cell")
            tracker.track(cell.contentView, named: "content view")
        }
        User(window: window).tapBack()
        #expect(tracker.survivors.isEmpty, "\(tracker.survivorsMessage(after: "the list was popped") ?? "")")
    }
}
