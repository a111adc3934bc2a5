import Foundation
import Kata
import Testing

// MARK: - An orders list served by a diffable data source, written as on iOS

/// One order of the list.
private struct ShopOrder: Identifiable, Hashable, Sendable {
    let id: Int
    let title: String
}

/// The list's one section.
private enum OrderSection: Hashable, Sendable {
    case open
    case delivered
}

/// The list screen, as iOS code writes it since iOS 13: a table whose rows come from a snapshot
/// of order IDs, and whose delegate looks the tapped row's order up through the data source.
private final class OrderListViewController: UIViewController, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: UITableViewDiffableDataSource<OrderSection, ShopOrder.ID>?
    private var orders: [ShopOrder.ID: ShopOrder] = [:]
    var onSelect: ((ShopOrder) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Order")
        tableView.delegate = self
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Order", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = self?.orders[id]?.title
            cell.contentConfiguration = content
            return cell
        }
    }

    func show(open: [ShopOrder], delivered: [ShopOrder] = [], completion: (() -> Void)? = nil) {
        loadViewIfNeeded()
        for order in open + delivered {
            orders[order.id] = order
        }
        var snapshot = NSDiffableDataSourceSnapshot<OrderSection, ShopOrder.ID>()
        snapshot.appendSections([.open])
        snapshot.appendItems(open.map(\.id))
        if !delivered.isEmpty {
            snapshot.appendSections([.delivered])
            snapshot.appendItems(delivered.map(\.id), toSection: .delivered)
        }
        dataSource?.apply(snapshot, animatingDifferences: true, completion: completion)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = dataSource?.itemIdentifier(for: indexPath), let order = orders[id] else { return }
        onSelect?(order)
    }
}

/// The detail screen: the order's title.
private final class OrderDetailViewController: UIViewController {
    let order: ShopOrder

    init(order: ShopOrder) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = order.title
    }
}

@MainActor
@Suite("Diffable data sources: a table shows the snapshot applied to it")
struct DiffableDataSourceTests {
    /// Apple, "NSDiffableDataSourceSnapshot": sections and items are identified by unique,
    /// hashable identifiers, appended, inserted and deleted; "appendItems(_:toSection:)": with no
    /// section given, the items go to the last section.
    @Test("A snapshot keeps sections and items in order, and answers where each one is")
    func snapshotOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "C"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([5])
        snapshot.insertSections(["B"], beforeSection: "C")
        snapshot.appendItems([3], toSection: "B")
        snapshot.insertItems([4], afterItem: 3)
        snapshot.insertItems([0], beforeItem: 1)
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [3, 4])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "C")
        #expect(snapshot.indexOfItem(4) == 4)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 3)
        snapshot.deleteItems([0, 3])
        snapshot.deleteSections(["C"])
        #expect(snapshot.itemIdentifiers == [1, 2, 4])
        #expect(snapshot.numberOfItems(inSection: "B") == 1)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    /// Apple, "appendItems(_:toSection:)" and "NSDiffableDataSourceSnapshot": item identifiers
    /// must be unique, and UIKit raises an exception for items appended with no section to go to
    /// ("There are currently no sections in the data source. Please add a section first."), for
    /// repeated sections, and for sections or items inserted next to ones the snapshot lacks.
    @Test("Items with no section, repeated items or sections, and inserts next to what is missing are reported at the caller's line")
    func snapshotMisuse() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        let reports = ModelReportLog()
        let line = #line + 2
        reports.collect {
            snapshot.appendItems([1])
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2, 2])
            snapshot.appendItems([3], toSection: "Missing")
        }
        #expect(reports.reports.count == 3)
        let first = try #require(reports.reports.first)
        #expect(first.kind == .misuse)
        #expect(first.message.contains("the snapshot has no section yet"))
        #expect(first.callSite?.line == line)
        #expect(reports.messages[1].contains("already in the diffable data source snapshot: 2."))
        #expect(reports.messages[2].contains("the section Missing is not in the snapshot"))
        #expect(snapshot.itemIdentifiers == [1, 2], "what UIKit would refuse is left out")
        reports.collect {
            snapshot.appendSections(["A", "B"])
            snapshot.insertSections(["C"], afterSection: "Missing")
            snapshot.insertItems([9], beforeItem: 42)
        }
        #expect(reports.messages.count == 6)
        #expect(reports.messages[3].hasPrefix("Tried to add sections that are already in the diffable data source snapshot."))
        #expect(reports.messages[4].hasPrefix("Tried to insert sections after the section Missing, which is not in the snapshot."))
        #expect(reports.messages[5].hasPrefix("Tried to insert items before the item 42, which is not in the snapshot."))
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2])
    }

    /// Apple, "UITableViewDiffableDataSource": it serves the table's rows from the current
    /// snapshot, making each cell with the cell provider; "apply(_:animatingDifferences:completion:)":
    /// the table shows the new snapshot, and the completion is called "from the main queue";
    /// "itemIdentifier(for:)" and "indexPath(for:)" map rows and items;
    /// "applySnapshotUsingReloadData(_:completion:)" resets the table as `reloadData()` does.
    @Test("The table shows the applied snapshot's rows; the completion runs on the main queue afterwards")
    func appliedSnapshotShown() throws {
        let list = OrderListViewController()
        let user = User(window: visibleWindow(root: UINavigationController(rootViewController: list)))
        var completions = 0
        list.show(open: [ShopOrder(id: 1, title: "Coffee"), ShopOrder(id: 2, title: "Tea")], delivered: [ShopOrder(id: 3, title: "Cake")]) {
            completions += 1
        }
        #expect(completions == 0, "the completion waits for the main queue")
        MainTurn.end()
        #expect(completions == 1)
        #expect(user.tappableLabels == ["Coffee", "Tea", "Cake"])
        let table = try #require(list.view.subviews.first as? UITableView)
        let dataSource = try #require(table.dataSource as? UITableViewDiffableDataSource<OrderSection, ShopOrder.ID>)
        #expect(table.numberOfSections == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 3)
        #expect(dataSource.indexPath(for: 2) == IndexPath(row: 1, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(!dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)), "rows swipe only when a subclass lets them")
        list.show(open: [ShopOrder(id: 2, title: "Tea")])
        #expect(user.tappableLabels == ["Tea"], "the new snapshot replaces the rows")
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
        #expect(table.indexPathForSelectedRow == nil, "a reload clears the selection")
    }

    /// Apple, "UITableViewDiffableDataSource.CellProvider": the provider returns the cell of each
    /// item; a table that gets no cell for a row raises an exception on iOS.
    @Test("A cell provider that returns nil is reported, and the row gets a plain cell")
    func nilCellReported() throws {
        let screen = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        screen.view.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a"])
        let reports = ModelReportLog()
        let window = reports.collect {
            dataSource.apply(snapshot)
            return visibleWindow(root: screen)
        }
        #expect(reports.messages.first?.hasPrefix("The diffable data source's cell provider returned nil for row 0 of section 0 (item a).") == true)
        #expect(table.visibleCells.count == 1)
        #expect(window.rootViewController === screen)
    }

    /// Apple, "tableView(_:didSelectRowAt:)" with "itemIdentifier(for:)": the delegate finds the
    /// tapped row's item in the data source, here to push that order's detail;
    /// "apply(_:animatingDifferences:completion:)" updates only what differs, so the selected
    /// item stays selected.
    @Test("List → detail: a tapped row pushes its own order, also after a new snapshot moves the rows")
    func listDetailFlow() throws {
        let list = OrderListViewController()
        let navigationController = UINavigationController(rootViewController: list)
        list.onSelect = { [weak navigationController] order in
            navigationController?.pushViewController(OrderDetailViewController(order: order), animated: true)
        }
        let user = User(window: visibleWindow(root: navigationController))
        list.show(open: [ShopOrder(id: 1, title: "Coffee"), ShopOrder(id: 2, title: "Tea")])
        #expect(user.tap("Tea"))
        #expect((user.visibleViewController as? OrderDetailViewController)?.order.id == 2)
        let table = try #require(list.view.subviews.first as? UITableView)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        list.show(open: [ShopOrder(id: 2, title: "Tea"), ShopOrder(id: 4, title: "Juice"), ShopOrder(id: 1, title: "Coffee")])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "the selected order stays selected where it moved")
        #expect(user.tapBack())
        #expect(user.tappableLabels == ["Tea", "Juice", "Coffee"], "applied while covered, shown when back")
        #expect(user.tap("Coffee"))
        #expect((user.visibleViewController as? OrderDetailViewController)?.order.id == 1)
        #expect(navigationController.viewControllers.count == 2)
    }
}
