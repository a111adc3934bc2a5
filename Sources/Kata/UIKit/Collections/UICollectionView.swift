import Foundation

/// A view that shows items of cells in sections, filled by its data source and placed by its
/// layout; the user taps an item to select it.
///
/// As with table views, nothing scrolls and nothing is laid out: every item's cell is on screen,
/// a subview of the collection view. It asks its data source for its sections, items and cells
/// when it first comes on screen and each time you call `reloadData()` while it is on screen
/// (off screen, when it comes back). Cells come from `dequeueReusableCell(withReuseIdentifier:for:)`,
/// a new cell of the registered class each time. When the user taps an item, the collection view
/// asks its delegate, selects the item and tells the delegate; selecting in code tells no one.
///
/// ```swift
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
/// collectionView.dataSource = self
/// collectionView.delegate = self
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a flow layout's items run.
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items one below the other.
        case vertical = 0
        /// Columns of items side by side.
        case horizontal = 1
    }

    /// Where an item ends up when the collection view scrolls to it; kept, nothing scrolls.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The position's bits.
        public let rawValue: UInt

        /// Creates a position from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No scrolling.
        public static let none = ScrollPosition([])
        /// The item at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the vertical middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the horizontal middle.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout that places the items; kept, nothing is laid out.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// The object that gives the sections, items and cells; held weakly, as in UIKit.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// The object told when the user selects items; held weakly, as in UIKit.
    open weak var delegate: (any UICollectionViewDelegate)?
    /// Whether the user can select items; when `false`, tapping an item does nothing.
    open var allowsSelection = true
    /// Whether the user can select several items: each tap adds its item, and a tap on a
    /// selected item deselects it. `false` by default.
    open var allowsMultipleSelection = false

    /// A view behind the items, such as an empty state's message; kept as a subview of nothing.
    open var backgroundView: UIView?

    /// The cell classes registered for each reuse identifier.
    private var registeredCells: [String: UICollectionViewCell.Type] = [:]
    /// The supplementary view classes registered for each kind and reuse identifier.
    var registeredSupplementaryViews: [String: UICollectionReusableView.Type] = [:]
    /// The number of items of each section, as the data source last said; `nil` until asked.
    private var loadedItemCounts: [Int]?
    /// The cells on screen, by section and item.
    private var loadedCells: [[UICollectionViewCell]] = []
    /// Whether the collection view has not asked for its cells since it was made or last reloaded.
    private(set) var needsCellLoad = true
    /// Whether it is asking its data source for cells now.
    private var isLoadingCells = false
    /// The selected items, in the order they were selected.
    private var selectedItems: [IndexPath] = []
    /// The caller's line, while a dequeue call travels through an override.
    private var dequeueSite: CallSite?

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Cells

    /// Registers the class of the cells dequeued for an identifier; `nil` removes it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        ReuseRegistration.register(cellClass, as: UICollectionViewCell.self, for: "cells identified \"\(identifier)\"", under: identifier, in: &registeredCells)
    }

    /// A new cell of the class registered for `identifier`; UIKit's signature, for subclasses
    /// to override. With none registered, UIKit raises an exception; the model reports it and
    /// returns a plain cell.
    @_disfavoredOverload
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let site = dequeueSite
        dequeueSite = nil
        return makeRegisteredCell(withIdentifier: identifier, site: site)
    }

    /// A new cell as ``dequeueReusableCell(withReuseIdentifier:for:)`` makes one, naming the
    /// caller's line if nothing is registered. It goes through any override.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) -> UICollectionViewCell {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard function != "dequeueReusableCell(withReuseIdentifier:for:)" else {
            return makeRegisteredCell(withIdentifier: identifier, site: site)
        }
        dequeueSite = site
        defer { dequeueSite = nil }
        return (self.dequeueReusableCell(withReuseIdentifier:for:))(identifier, indexPath)
    }

    /// The cell on screen for an item, or `nil` for an item not loaded.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard loadedCells.indices.contains(indexPath.section),
              loadedCells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return loadedCells[indexPath.section][indexPath.item]
    }

    /// The item a cell on screen shows, or `nil`.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        for (section, cells) in loadedCells.enumerated() {
            if let item = cells.firstIndex(where: { $0 === cell }) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The cells on screen: every loaded item's, since nothing scrolls.
    open var visibleCells: [UICollectionViewCell] {
        Array(loadedCells.joined())
    }

    // MARK: - Data

    /// Asks the data source for everything again; on screen at once, off screen when it comes
    /// back (until then it has no cells). As on a device, the selection is cleared.
    open func reloadData() {
        guard !isLoadingCells else { return }
        for selected in selectedItems {
            deselect(selected)
        }
        reloadCells(selecting: [])
    }

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        itemCounts.count
    }

    /// The number of items in a section, as the data source last said; 0 for a missing section.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Asks the data source for everything again, as a diffable data source's `apply` does,
    /// with `selection` selected rather than the selection cleared.
    func reloadCells(selecting selection: [IndexPath]) {
        loadedItemCounts = nil
        needsCellLoad = true
        selectedItems = selection
        if window != nil {
            loadCells()
        } else {
            loadedCells.joined().forEach { $0.removeFromSuperview() }
            loadedCells = []
        }
    }

    /// The selected items, for a diffable data source that keeps them selected as they move.
    var selectedIndexPaths: [IndexPath] {
        selectedItems
    }

    // MARK: - Selection

    /// The selected items, or `nil` when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects an item, deselecting the others unless several may be selected; `nil` clears the
    /// selection. As in UIKit, this tells the delegate nothing, and does nothing when the
    /// collection view does not allow selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selectedItems.forEach(deselect)
            return
        }
        for selected in selectedItems where selected != indexPath && !allowsMultipleSelection {
            deselect(selected)
        }
        select(indexPath)
    }

    /// Deselects an item; as in UIKit, this tells the delegate nothing, and does nothing when
    /// the collection view does not allow selection.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        deselect(indexPath)
    }

    // MARK: - Private

    /// Makes a new cell of the class registered for `identifier`, or reports that none is.
    private func makeRegisteredCell(withIdentifier identifier: String, site: CallSite?) -> UICollectionViewCell {
        guard let cellType = registeredCells[identifier] else {
            ModelReporting.report(ModelReport(
                kind: .misuse,
                message: "Tried to dequeue a cell identified \"\(identifier)\", but no cell class is registered for that identifier. UIKit raises an exception for this (\"could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier)\"). Register your cell's class with register(_:forCellWithReuseIdentifier:) before the collection view loads, in viewDidLoad.",
                callSite: site
            ))
            return UICollectionViewCell(registeredWithReuseIdentifier: identifier)
        }
        return cellType.init(registeredWithReuseIdentifier: identifier)
    }

    /// The items of each section, asking the data source if not asked since the last reload.
    private var itemCounts: [Int] {
        if let loadedItemCounts {
            return loadedItemCounts
        }
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        loadedItemCounts = counts
        return counts
    }

    /// Asks the data source for every item's cell and shows them in place of the ones before.
    private func loadCells() {
        guard !isLoadingCells else { return }
        isLoadingCells = true
        defer { isLoadingCells = false }
        needsCellLoad = false
        let counts = itemCounts
        loadedCells.joined().forEach { $0.removeFromSuperview() }
        loadedCells = counts.enumerated().map { section, items in
            (0..<items).compactMap { item in
                guard let dataSource else { return nil }
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.isSelected = selectedItems.contains(indexPath)
                addSubview(cell)
                return cell
            }
        }
    }

    private func select(_ indexPath: IndexPath) {
        if !selectedItems.contains(indexPath) {
            selectedItems.append(indexPath)
        }
        cellForItem(at: indexPath)?.isSelected = true
    }

    private func deselect(_ indexPath: IndexPath) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
}

extension UICollectionView: CellGrid {
    /// The cells on screen, by section.
    var cellGrid: [[UIView]] {
        loadedCells
    }

    /// Loads the cells if they are due and the collection view is on screen.
    func loadCellsIfNeeded() {
        guard needsCellLoad, window != nil else { return }
        loadCells()
    }

    /// Plays the user's tap on an item as UIKit does: asks the delegate whether it may be
    /// highlighted and selected (or, when already selected in a multiple selection, deselected),
    /// updates the selection and tells the delegate.
    func performUserTap(onRowAt indexPath: IndexPath) -> String? {
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) == false {
            return "the delegate's collectionView(_:shouldHighlightItemAt:) returned false"
        }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) != false else {
                return "the delegate's collectionView(_:shouldDeselectItemAt:) returned false"
            }
            deselect(indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return nil
        }
        if delegate?.collectionView(self, shouldSelectItemAt: indexPath) == false {
            return "the delegate's collectionView(_:shouldSelectItemAt:) returned false"
        }
        for selected in selectedItems where selected != indexPath && !allowsMultipleSelection {
            deselect(selected)
            delegate?.collectionView(self, didDeselectItemAt: selected)
        }
        select(indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return nil
    }

    /// What the user taps in it: items.
    var cellNoun: String {
        "item"
    }

    /// An item's place: `item 2`, or `item 2 of section 1` past the first section.
    func position(of indexPath: IndexPath) -> String {
        indexPath.section == 0 ? "item \(indexPath.item)" : "item \(indexPath.item) of section \(indexPath.section)"
    }
}
