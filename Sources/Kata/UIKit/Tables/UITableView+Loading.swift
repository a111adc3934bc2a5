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

extension UITableView: CellGrid {
    /// The cells on screen, by section.
    var cellGrid: [[UIView]] {
        loadedCells
    }

    /// What the user taps in it: rows.
    var cellNoun: String {
        "row"
    }

    /// A row's place: `row 2`, or `row 2 of section 1` past the first section.
    func position(of indexPath: IndexPath) -> String {
        indexPath.section == 0 ? "row \(indexPath.row)" : "row \(indexPath.row) of section \(indexPath.section)"
    }
}
