import Foundation

/// A view controller whose view is a table view, and which is that table's data source and delegate.
///
/// Subclass it and override the data source and delegate methods you need, as on iOS
/// (`override func tableView(_:numberOfRowsInSection:)`). As in UIKit, its table is made when
/// the view loads, with the style given to `init(style:)`, and it clears the table's selection
/// in `viewWillAppear(_:)` unless `clearsSelectionOnViewWillAppear` is `false`, so a row the user
/// tapped is no longer selected when they come back from the screen it led to.
///
/// ```swift
/// final class OrdersViewController: UITableViewController {
///     var onSelect: ((Order) -> Void)?
///
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///         orders.count
///     }
///
///     override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///         onSelect?(orders[indexPath.row])
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Whether the controller clears the table's selection each time it is about to appear; `true` by default.
    open var clearsSelectionOnViewWillAppear = true
    /// The style of the table the controller makes.
    private let tableStyle: UITableView.Style

    /// Creates a controller that manages a table of a style.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller that manages a plain table; nibs do not exist in the model.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive, as storyboards do.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table the controller manages: its view, loaded on first access.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes the table, with this controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the table's selection, when `clearsSelectionOnViewWillAppear` is `true`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear {
            tableView?.clearSelection(animated: animated)
        }
    }

    // MARK: - UITableViewDataSource

    /// One section; override to give more.
    open func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    /// No rows; override to give the number of rows in a section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        0
    }

    /// An empty cell; override to give each row's cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title; override to give a section's header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// No title; override to give a section's footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// `true`; override to keep a row from being edited, and from showing swipe actions.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing; override to delete or insert an edited row.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// `false`; override to let rows be moved.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing; override to move a row in your data.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// No index; override to give the index titles.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        nil
    }

    // MARK: - UITableViewDelegate

    /// The table's `rowHeight`; override to give a row's height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// No header view; override to give one, which the model never asks for.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        nil
    }

    /// No footer view; override to give one, which the model never asks for.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        nil
    }

    /// The table's `sectionHeaderHeight`; override to give each section's.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's `sectionFooterHeight`; override to give each section's.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// `true`; override to keep the user from selecting a row.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// The row itself; override to select another row, or none.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing; override to act on the user's selection.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// The row itself; override to keep a row selected.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing; override to act on the user's deselection.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// No actions; override to give a row actions the user swipes from its leading edge.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// No actions; override to give a row actions the user swipes from its trailing edge.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    // MARK: - UIScrollViewDelegate

    /// Does nothing; the model never scrolls.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing; the model never scrolls.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing; the model never scrolls.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing; the model never scrolls.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
