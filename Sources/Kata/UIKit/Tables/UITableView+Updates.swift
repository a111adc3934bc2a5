import Foundation

/// Inserting, deleting, reloading and moving rows and sections, checked against the data
/// source as UIKit checks them.
///
/// Change your data first, then tell the table which rows changed. When the update ends, the
/// table asks the data source for its counts again: if they do not follow from the counts before
/// and the rows you named, UIKit raises an exception; the model reports it at your line and
/// reloads everything. Selected rows stay selected where the update moves them; deleted and
/// reloaded ones are deselected. Nothing is animated, and every row's cell is made again.
extension UITableView {
    /// Inserts rows, at their index paths after the update.
    public func insertRows(
        at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        record(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.insertedRows += indexPaths }
    }

    /// Deletes rows, at their index paths before the update.
    public func deleteRows(
        at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        record(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.deletedRows += indexPaths }
    }

    /// Reloads rows, named where they were before the update: their cells are made again, and
    /// they are deselected.
    public func reloadRows(
        at indexPaths: [IndexPath], with animation: UITableView.RowAnimation,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        record(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.reloadedRows += indexPaths }
    }

    /// Moves a row from one index path to another; a selected row stays selected.
    public func moveRow(
        at indexPath: IndexPath, to newIndexPath: IndexPath,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        record(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections, at their indexes after the update.
    public func insertSections(
        _ sections: IndexSet, with animation: UITableView.RowAnimation,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        record(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections, at their indexes before the update.
    public func deleteSections(
        _ sections: IndexSet, with animation: UITableView.RowAnimation,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        record(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections, named where they were before the update: their rows are asked for
    /// again, and deselected.
    public func reloadSections(
        _ sections: IndexSet, with animation: UITableView.RowAnimation,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        record(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { $0.reloadedSections.formUnion(sections) }
    }

    /// Makes the changes in `updates` one update, checked once at the end; `completion` runs on
    /// the main queue when the turn ends, told the update finished.
    public func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        beginUpdates()
        updates?()
        endUpdates(fileID: fileID, filePath: filePath, line: line, column: column)
        MainQueue.complete(completion, finished: true)
    }

    /// Begins changes that `endUpdates()` makes one update.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Ends the changes begun by `beginUpdates()`, checking them against the data source.
    public func endUpdates(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if updateDepth == 0 {
            applyPendingUpdate(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    // MARK: - Internal

    /// Asks the data source for everything again, as a diffable data source's `apply` does,
    /// with `selection` selected rather than the selection cleared.
    func reloadRows(selecting selection: [IndexPath]) {
        loadedRowCounts = nil
        selectedRows = selection
        needsCellLoad = true
        if window != nil {
            loadCells()
        }
    }

    // MARK: - Private

    /// Adds a change to the update under way, or makes it an update of its own.
    private func record(at site: CallSite, _ change: (inout TableUpdate) -> Void) {
        var update = pendingUpdate ?? TableUpdate()
        change(&update)
        pendingUpdate = update
        if updateDepth == 0 {
            applyPendingUpdate(at: site)
        }
    }

    /// Checks the update against the data source's new counts, moves the selection along, and
    /// shows the rows again, now on screen or when the table is next on screen.
    private func applyPendingUpdate(at site: CallSite) {
        guard let update = pendingUpdate else { return }
        pendingUpdate = nil
        if let old = loadedRowCounts {
            loadedRowCounts = nil
            let new = rowCounts
            if let problem = update.inconsistency(from: old, to: new) {
                ModelReporting.report(ModelReport(
                    kind: .misuse,
                    message: "\(problem) UIKit raises an exception for this. Change your data before you tell the table, name exactly the rows and sections that changed, or call reloadData().",
                    callSite: site
                ))
                clearSelection(animated: false)
            } else {
                selectedRows = selectedRows.compactMap { update.indexPath(after: $0, sectionsBefore: old.count, sectionsAfter: new.count) }
            }
        }
        needsCellLoad = true
        if window != nil {
            loadCells()
        }
    }
}
