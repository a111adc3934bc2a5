import Foundation

/// A collection view's data source that shows the snapshot you apply, making each item's cell
/// with your cell provider; it makes itself the collection view's data source, which holds it
/// weakly, so keep it.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Creates the data source of a collection view, and makes it the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows a snapshot, changing the items that differ from the snapshot shown before: a
    /// selected item stays selected wherever it moves, and `completion` runs on the main queue
    /// when the turn ends. The model makes every item's cell again; nothing is animated.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let selectedItems = collectionView?.selectedIndexPaths.compactMap(itemIdentifier(for:)) ?? []
        current = snapshot
        collectionView?.reloadCells(selecting: selectedItems.compactMap(indexPath(for:)))
        MainQueue.complete(completion)
    }

    /// Shows a snapshot by reloading the collection view, as `reloadData()` does: the selection
    /// is cleared, and `completion` runs on the main queue when the turn ends.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        MainQueue.complete(completion)
    }

    /// The snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The item at an index path, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of an item, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: section)
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
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    /// The items of a section of the snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the cell provider makes for the item; a provider that returns `nil` is reported,
    /// as UIKit raises an exception for a missing cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            ModelReporting.report(ModelReport(
                kind: .misuse,
                message: "The diffable data source's cell provider returned nil for item \(indexPath.item) of section \(indexPath.section) (item \(item)). UIKit raises an exception for a missing cell. Return a cell for every item, such as one from dequeueConfiguredReusableCell(using:for:item:).",
                callSite: nil
            ))
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
}
