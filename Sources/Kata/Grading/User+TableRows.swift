import Foundation

/// The rows of the tables and the items of the collection views on screen, which the user taps
/// by a text their cells show.
extension User {
    /// A row of a table, or an item of a collection view, on screen.
    struct TableRow {
        /// The table or collection view the row is in.
        let table: any CellGrid
        /// Where the row is in its table.
        let indexPath: IndexPath
        /// What the row is known by: its list configuration's text, its text label's, its first
        /// label's, or its cell's accessibility identifier.
        let title: String?
        /// Every text the row's cell shows, and its accessibility identifier: what the user may tap it by.
        let names: [String]

        /// The row as the journal names it: `row 2`, or `row 2 of section 1` past the first
        /// section; `item 2` in a collection view.
        @MainActor var position: String {
            table.position(of: indexPath)
        }
    }

    /// The rows on screen whose table lets the user select them.
    var tappableRows: [TableRow] {
        rowsOnScreen.filter(\.table.allowsSelection)
    }

    /// The rows of the tables and the items of the collection views the user can touch, whether
    /// or not they can be selected; a row's texts leave out those of a grid inside its cell,
    /// whose own items the user taps.
    var rowsOnScreen: [TableRow] {
        let touchable = touchableViews
        let reachable = Set(touchable.map(ObjectIdentifier.init))
        return touchable.compactMap { $0 as? any CellGrid }.flatMap { table in
            table.cellGrid.enumerated().flatMap { section, cells in
                cells.enumerated().compactMap { row, cell in
                    guard reachable.contains(ObjectIdentifier(cell)) else { return nil }
                    let nested = Set(cell.viewTree.dropFirst().compactMap { $0 as? any CellGrid }.flatMap(\.viewTree).map(ObjectIdentifier.init))
                    let texts = cell.viewTree
                        .filter { reachable.contains(ObjectIdentifier($0)) && !nested.contains(ObjectIdentifier($0)) }
                        .compactMap { ($0 as? UILabel)?.text }
                        .filter { !$0.isEmpty }
                    return TableRow(
                        table: table,
                        indexPath: IndexPath(row: row, section: section),
                        title: Self.title(of: cell, showing: texts),
                        names: texts + [cell.accessibilityIdentifier].compactMap { $0 }
                    )
                }
            }
        }
    }

    /// Taps a row: UIKit asks the table's delegate, selects the row and tells the delegate; the
    /// journal records the tap first, so what the delegate does comes after it.
    ///
    /// - Returns: Whether a row was selected.
    func tapRow(_ row: TableRow, label: String, at site: CallSite) -> Bool {
        record("user taps \(row.position) \"\(label)\" on \(screenName)", at: site)
        if let refusal = row.table.performUserTap(onRowAt: row.indexPath) {
            record("the row is not selected: \(refusal)", at: site)
            return false
        }
        return true
    }

    /// The text a row is known by, of those its cell shows.
    private static func title(of cell: UIView, showing texts: [String]) -> String? {
        let configuration = (cell as? UITableViewCell)?.contentConfiguration ?? (cell as? UICollectionViewCell)?.contentConfiguration
        if let text = (configuration as? UIListContentConfiguration)?.text, texts.contains(text) {
            return text
        }
        if let text = (cell as? UITableViewCell)?.existingTextLabel?.text, texts.contains(text) {
            return text
        }
        return texts.first ?? cell.accessibilityIdentifier
    }
}
