import Foundation

/// A view that shows rows of cells in sections, filled by its data source; the user taps a row
/// to select it.
///
/// The model has no scrolling: every row's cell is on screen, a subview of the table. The table
/// asks its data source for its sections, rows and cells when it first comes on screen (after its
/// controller's `viewWillAppear`, or at the end of the turn when it is added to a view on screen)
/// and each time you call `reloadData()` while it is on screen; a `reloadData()` made off screen
/// is done when it comes back. Cells come from `dequeueReusableCell(withIdentifier:for:)`, a new
/// cell of the registered class each time. When the user taps a row, the table selects it and
/// tells its delegate, as UIKit does; selecting in code tells no one.
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
///     tableView.dataSource = self
///     tableView.delegate = self
///     view.addSubview(tableView)
/// }
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How a table groups its sections; kept, nothing is drawn.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers floating over them.
        case plain = 0
        /// Sections as groups of rows, set apart by space.
        case grouped = 1
        /// Grouped sections with rounded corners, inset from the table's edges.
        case insetGrouped = 2
    }

    /// Where a row ends up when the table scrolls to it; kept, nothing scrolls.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as brings the row on screen.
        case none = 0
        /// The row at the top.
        case top = 1
        /// The row in the middle.
        case middle = 2
        /// The row at the bottom.
        case bottom = 3
    }

    /// How rows slide in or out when a snapshot or an edit changes them; kept, nothing animates.
    public enum RowAnimation: Int, Sendable {
        /// Rows fade.
        case fade = 0
        /// Rows slide from the right.
        case right = 1
        /// Rows slide from the left.
        case left = 2
        /// Rows slide from the top.
        case top = 3
        /// Rows slide from the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Rows stay centered in their space.
        case middle = 6
        /// The animation the table chooses.
        case automatic = 100
    }

    /// The value that asks the table to choose a height itself, such as a row's from its content.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The table's style, chosen when it is created.
    public let style: Style
    /// The object that gives the table its sections, rows and cells; held weakly, as in UIKit.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The object told when the user selects rows; held weakly, as in UIKit.
    open weak var delegate: (any UITableViewDelegate)?
    /// The height of every row, unless the delegate gives one; kept, nothing is laid out.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of the rows' height; kept, nothing is laid out.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The lines between cells; kept, nothing is drawn.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The height of sections' headers; kept, nothing is laid out.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of sections' footers; kept, nothing is laid out.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The header and footer view classes registered for each reuse identifier.
    var registeredHeaderFooterViews: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The colour of the lines between rows; kept, nothing is drawn.
    open var separatorColor: UIColor?
    /// The space the lines between rows leave at their ends; kept, nothing is drawn.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// A view behind the rows, such as an empty state's message; kept as a subview of nothing.
    open var backgroundView: UIView?
    /// Whether the user can select rows; when `false`, tapping a row does nothing.
    open var allowsSelection = true
    /// Whether the user can select several rows: each tap adds its row to the selection, and a
    /// tap on a selected row deselects it. `false` by default.
    open var allowsMultipleSelection = false

    /// The view above the table's first section, such as a search field; on screen with the rows.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView {
                addSubview(tableHeaderView)
            }
        }
    }

    /// The view below the table's last section; on screen with the rows.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView {
                addSubview(tableFooterView)
            }
        }
    }

    /// The cell classes registered for each reuse identifier.
    var registeredCells: [String: UITableViewCell.Type] = [:]
    /// The number of rows of each section, as the data source last said; `nil` until it is asked.
    var loadedRowCounts: [Int]?
    /// The cells on screen, by section and row.
    var loadedCells: [[UITableViewCell]] = []
    /// The labels that show the sections' header and footer titles.
    var sectionTitleLabels: [UILabel] = []
    /// Whether the table has not asked for its cells since it was created or last reloaded.
    var needsCellLoad = true
    /// Whether the table is asking its data source for cells now.
    var isLoadingCells = false
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The rows and sections changed since the updates began, until they end.
    var pendingUpdate: TableUpdate?
    /// How many `beginUpdates()` or `performBatchUpdates` have not ended yet.
    var updateDepth = 0
    /// The caller's line, while a dequeue call travels through an override.
    private var dequeueSite: CallSite?

    /// Creates a table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Cells

    /// Registers the class of the cells `dequeueReusableCell(withIdentifier:for:)` makes for an
    /// identifier; `nil` removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        ReuseRegistration.register(cellClass, as: UITableViewCell.self, for: "cells identified \"\(identifier)\"", under: identifier, in: &registeredCells)
    }

    /// A new cell of the class registered for `identifier`; UIKit's signature, for subclasses to
    /// override.
    ///
    /// With no class registered, UIKit raises an exception; the model reports it and returns a
    /// plain cell, so the app goes on.
    @_disfavoredOverload
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let site = dequeueSite
        dequeueSite = nil
        return makeRegisteredCell(withIdentifier: identifier, site: site)
    }

    /// A new cell as ``dequeueReusableCell(withIdentifier:for:)`` makes one, naming the caller's
    /// line if nothing is registered. It goes through any override.
    public func dequeueReusableCell(
        withIdentifier identifier: String,
        for indexPath: IndexPath,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) -> UITableViewCell {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard function != "dequeueReusableCell(withIdentifier:for:)" else {
            return makeRegisteredCell(withIdentifier: identifier, site: site)
        }
        dequeueSite = site
        defer { dequeueSite = nil }
        return (self.dequeueReusableCell(withIdentifier:for:))(identifier, indexPath)
    }

    /// A new cell of the class registered for `identifier`, or `nil` when none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registeredCells[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
    }

    /// The cell on screen for a row, or `nil` for a row the table has not loaded.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard loadedCells.indices.contains(indexPath.section),
              loadedCells[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return loadedCells[indexPath.section][indexPath.row]
    }

    /// The row a cell on screen shows, or `nil` for a cell that is not in the table.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (section, cells) in loadedCells.enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The cells on screen: every loaded row's, since nothing scrolls.
    open var visibleCells: [UITableViewCell] {
        Array(loadedCells.joined())
    }

    // MARK: - Data

    /// Asks the data source for everything again: the sections, the rows and their cells.
    ///
    /// On screen, the table does it at once; off screen, when it next comes on screen. As on a
    /// device, the selection is cleared.
    open func reloadData() {
        guard !isLoadingCells else { return }
        loadedRowCounts = nil
        needsCellLoad = true
        clearSelection(animated: false)
        if window != nil {
            loadCells()
        }
    }

    /// The number of sections, as the data source last said; the table asks it when it has not
    /// since it was created or last reloaded.
    open var numberOfSections: Int {
        rowCounts.count
    }

    /// The number of rows in a section, as the data source last said (the table asks it when it
    /// has not since it was created or last reloaded); 0 for a section the table does not have.
    open func numberOfRows(inSection section: Int) -> Int {
        let counts = rowCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The rows of each section, asking the data source if the table has not since it last reloaded.
    var rowCounts: [Int] {
        if let loadedRowCounts {
            return loadedRowCounts
        }
        let counts: [Int]
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        } else {
            counts = []
        }
        loadedRowCounts = counts
        return counts
    }

    /// Makes a new cell of the class registered for `identifier`, or reports that none is.
    private func makeRegisteredCell(withIdentifier identifier: String, site: CallSite?) -> UITableViewCell {
        guard let cellType = registeredCells[identifier] else {
            ModelReporting.report(ModelReport(
                kind: .misuse,
                message: "Tried to dequeue a cell identified \"\(identifier)\", but no cell class is registered for that identifier. UIKit raises an exception for this (\"unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier\"). Register your cell's class with register(_:forCellReuseIdentifier:) before the table loads, in viewDidLoad.",
                callSite: site
            ))
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellType.init(registeredWithReuseIdentifier: identifier)
    }
}
