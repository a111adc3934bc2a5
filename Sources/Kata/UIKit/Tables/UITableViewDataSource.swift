import Foundation

/// The object that tells a table view how many sections and rows it has, and makes their cells.
///
/// As in UIKit, the number of rows and the cells are required; the number of sections (one by
/// default) and the section titles are optional, with defaults. The table asks when it first
/// appears on screen and each time you call `reloadData()`.
///
/// ```swift
/// func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     items.count
/// }
///
/// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = items[indexPath.row].name
///     cell.contentConfiguration = content
///     return cell
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of sections in the table; one by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title shown above a section, or `nil` for none; `nil` by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title shown below a section, or `nil` for none; `nil` by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited, which its swipe actions need; `true` by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Called to delete or insert a row the user edited; kept: the model has no editing mode.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row can be moved; `false` by default. Kept: the model has no editing mode.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Called when the user moved a row; kept: the model has no editing mode.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the index beside the table, or `nil` for none; kept, nothing is drawn.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

// MARK: - Default implementations

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// No row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// No index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        nil
    }
}
