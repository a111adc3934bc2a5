import Foundation

/// A table's data source that shows the snapshot you apply, making each row's cell with your
/// cell provider; it makes itself the table's data source, which holds it weakly, so keep it.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Order", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = orders[id]?.title
///     cell.contentConfiguration = content
///     return cell
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell of a row for its item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows are animated when a snapshot changes them; kept, not animated.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source of a table, and makes it the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows a snapshot, changing the rows that differ from the snapshot shown before: a selected
    /// item stays selected wherever it moves, and `completion` runs on the main queue when the
    /// turn ends. The model makes every row's cell again; nothing is animated.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let selectedItems = tableView?.selectedRows.compactMap(itemIdentifier(for:)) ?? []
        current = snapshot
        tableView?.reloadRows(selecting: selectedItems.compactMap(indexPath(for:)))
        MainQueue.complete(completion)
    }

    /// Shows a snapshot by reloading the table, as `reloadData()` does: the selection is cleared,
    /// and `completion` runs on the main queue when the turn ends.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        MainQueue.complete(completion)
    }

    /// The snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The item of a row, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The row of an item, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let row = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The section at an index, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    /// The items of a section of the snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the cell provider makes for the row's item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            ModelReporting.report(ModelReport(
                kind: .misuse,
                message: "The diffable data source's cell provider returned nil for row \(indexPath.row) of section \(indexPath.section) (item \(item)). UIKit raises an exception for a missing cell. Return a cell for every item, dequeued with dequeueReusableCell(withIdentifier:for:).",
                callSite: nil
            ))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No title, unless a subclass gives one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// No title, unless a subclass gives one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// `false`, so rows show no swipe actions, unless a subclass returns `true`. Apple's page
    /// does not say so; this is how the diffable data source behaves on devices, and why apps
    /// subclass it to give rows swipe actions.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing, unless a subclass acts.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// `false`, unless a subclass says otherwise.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing, unless a subclass acts.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// No index, unless a subclass gives one.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        nil
    }
}
