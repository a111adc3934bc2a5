import Foundation

/// The selected rows: chosen in code, or by the user's tap.
extension UITableView {
    /// The selected row, or `nil` when none is; of several, the one with the lowest section and row.
    public var indexPathForSelectedRow: IndexPath? {
        selectedRows.min()
    }

    /// The selected rows, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows
    }

    /// Selects a row, deselecting the one selected before unless the table allows multiple
    /// selection; `nil` clears the selection.
    ///
    /// As in UIKit, this tells the delegate nothing: only the user's tap calls
    /// `tableView(_:willSelectRowAt:)` and `tableView(_:didSelectRowAt:)`. Nothing scrolls.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            clearSelection(animated: animated)
            return
        }
        for selected in selectedRows where selected != indexPath && !allowsMultipleSelection {
            deselect(selected, animated: animated)
        }
        select(indexPath, animated: animated)
    }

    /// Deselects a row; as in UIKit, this tells the delegate nothing.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    // MARK: - Internal

    /// Plays the user's tap on a row, as UIKit does: asks the delegate whether the row may be
    /// highlighted and which row to select, deselects the row selected before (asking and telling
    /// the delegate), selects the row and tells the delegate. In a table that allows multiple
    /// selection, other rows stay selected, and a tap on a selected row deselects it.
    ///
    /// - Returns: Why no row was selected, or `nil` when one was.
    func performUserTap(onRowAt indexPath: IndexPath) -> String? {
        if delegate?.tableView(self, shouldHighlightRowAt: indexPath) == false {
            return "the delegate's tableView(_:shouldHighlightRowAt:) returned false"
        }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            let confirmed: IndexPath? = if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
            if let confirmed {
                deselect(confirmed, animated: false)
                delegate?.tableView(self, didDeselectRowAt: confirmed)
            }
            return nil
        }
        var target = indexPath
        if let delegate {
            guard let proposed = delegate.tableView(self, willSelectRowAt: indexPath) else {
                return "the delegate's tableView(_:willSelectRowAt:) returned nil"
            }
            target = proposed
        }
        for selected in selectedRows where selected != target && !allowsMultipleSelection {
            let confirmed: IndexPath? = if let delegate { delegate.tableView(self, willDeselectRowAt: selected) } else { selected }
            guard let confirmed else { continue }
            deselect(confirmed, animated: false)
            delegate?.tableView(self, didDeselectRowAt: confirmed)
        }
        select(target, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        return nil
    }

    /// Deselects every row, telling no one.
    func clearSelection(animated: Bool) {
        for selected in selectedRows {
            deselect(selected, animated: animated)
        }
    }

    private func select(_ indexPath: IndexPath, animated: Bool) {
        if !selectedRows.contains(indexPath) {
            selectedRows.append(indexPath)
        }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    private func deselect(_ indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }
}
