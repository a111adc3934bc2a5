import Foundation

/// The object told when the user selects a table view's rows, and asked how rows behave.
///
/// The methods are optional, as in UIKit: each has a default, and a conforming class's own
/// method is the one called. Only the user's tap calls the selection methods; selecting or
/// deselecting a row in code (`selectRow(at:animated:scrollPosition:)`,
/// `deselectRow(at:animated:)`) calls none of them. When the user taps a row, the table asks
/// `tableView(_:shouldHighlightRowAt:)`, then `tableView(_:willSelectRowAt:)` (which may name
/// another row, or `nil` to refuse), deselects the row selected before (with
/// `tableView(_:willDeselectRowAt:)` and `tableView(_:didDeselectRowAt:)`), selects the row and
/// calls `tableView(_:didSelectRowAt:)`.
///
/// ```swift
/// func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     tableView.deselectRow(at: indexPath, animated: true)
///     onSelect?(items[indexPath.row])
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of a row; by default the table's `rowHeight`. Kept: nothing is laid out.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The view above a section; the model shows sections' titles, not their views, so it never
    /// asks. `nil` by default.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view below a section; never asked, as for headers. `nil` by default.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The height of a section's header; kept, nothing is laid out.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of a section's footer; kept, nothing is laid out.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Whether the user's touch may highlight a row; a row that may not cannot be selected by a tap. `true` by default.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Called before the user's tap selects a row: return the row to select, another row, or `nil` to select none. The row itself by default.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after the user's tap selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Called before the user's tap deselects a row: return the row to deselect, or `nil` to keep it selected. The row itself by default.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after the user's tap deselected a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions a row shows when the user swipes it from its leading edge; `nil` by default,
    /// which in UIKit shows its default actions (not modelled: none).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a row shows when the user swipes it from its trailing edge; `nil` by default,
    /// which in UIKit shows its default actions (not modelled: none).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
}

// MARK: - Default implementations

extension UITableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// No header view.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        nil
    }

    /// No footer view.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        nil
    }

    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// The row itself.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// The row itself.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// No actions.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// No actions.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
}
