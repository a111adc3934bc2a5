import Foundation

/// Asking the data source for cells and putting them on screen.
extension UITableView {
    /// Loads the cells if the table has not since it was created or last reloaded, and is on screen.
    func loadCellsIfNeeded() {
        guard needsCellLoad, window != nil else { return }
        loadCells()
    }

    /// Asks the data source for every row's cell, and the sections' titles, and shows them in
    /// place of the ones shown before, between the table's header and footer views.
    func loadCells() {
        guard !isLoadingCells else { return }
        isLoadingCells = true
        defer { isLoadingCells = false }
        needsCellLoad = false
        let counts = rowCounts
        for cell in loadedCells.joined() {
            cell.removeFromSuperview()
        }
        sectionTitleLabels.forEach { $0.removeFromSuperview() }
        loadedCells = []
        sectionTitleLabels = []
        let footer = tableFooterView
        footer?.removeFromSuperview()
        for (section, rows) in counts.enumerated() {
            addSectionTitle(dataSource?.tableView(self, titleForHeaderInSection: section))
            var cells: [UITableViewCell] = []
            for row in 0..<rows {
                guard let dataSource else { break }
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                if selectedRows.contains(indexPath) {
                    cell.setSelected(true, animated: false)
                }
                addSubview(cell)
                cells.append(cell)
            }
            loadedCells.append(cells)
            addSectionTitle(dataSource?.tableView(self, titleForFooterInSection: section))
        }
        if let footer {
            addSubview(footer)
        }
    }

    /// Shows a section's header or footer title, if it has one, as a label.
    private func addSectionTitle(_ title: String?) {
        guard let title else { return }
        let label = UILabel()
        label.text = title
        sectionTitleLabels.append(label)
        addSubview(label)
    }
}

extension UIView {
    /// Has the tables in this view's tree that have not loaded their cells load them at the end
    /// of the turn, once the code that put them on screen has set their data sources.
    func scheduleTableLoads(in window: UIWindow) {
        for case let table as UITableView in viewTree where table.needsCellLoad {
            MainTurn.schedule(in: window) { [weak table] in
                table?.loadCellsIfNeeded()
            }
        }
    }

    /// Has the tables in this view's tree that have not loaded their cells load them now, as a
    /// device does when their screen is about to appear.
    func loadTablesIfNeeded() {
        for case let table as UITableView in viewTree {
            table.loadCellsIfNeeded()
        }
    }
}
