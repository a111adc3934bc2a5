import Foundation

/// A view of cells in sections that the user taps by their texts: a table view or a collection
/// view. It loads its cells when it comes on screen, and plays the user's tap as UIKit does.
@MainActor
protocol CellGrid: UIView {
    /// Whether the user can select cells.
    var allowsSelection: Bool { get }
    /// The cells on screen, by section.
    var cellGrid: [[UIView]] { get }
    /// Whether the cells have not been asked for since the view was made or last reloaded.
    var needsCellLoad: Bool { get }
    /// Asks the data source for the cells if they are due and the view is on screen.
    func loadCellsIfNeeded()
    /// Plays the user's tap on a cell; returns why nothing was selected, or `nil`.
    func performUserTap(onRowAt indexPath: IndexPath) -> String?
    /// What the user taps in it: `row` or `item`.
    var cellNoun: String { get }
    /// How the journal names a cell's place, such as `row 2` or `item 0 of section 1`.
    func position(of indexPath: IndexPath) -> String
}

extension UIView {
    /// Has the tables and collection views in this view's tree that have not loaded their cells
    /// load them at the end of the turn, once the code that put them on screen has set their data
    /// sources.
    func scheduleTableLoads(in window: UIWindow) {
        for case let grid as any CellGrid in viewTree where grid.needsCellLoad {
            MainTurn.schedule(in: window) { [weak grid] in
                grid?.loadCellsIfNeeded()
            }
        }
    }

    /// Has the tables and collection views in this view's tree that have not loaded their cells
    /// load them now, as a device does when their screen is about to appear.
    func loadTablesIfNeeded() {
        for case let grid as any CellGrid in viewTree {
            grid.loadCellsIfNeeded()
        }
    }
}
