import Foundation

/// What one update of a table inserts, deletes, reloads and moves, checked against the data
/// source's counts as UIKit checks them.
///
/// As in UIKit, deleted and reloaded rows and sections are named by where they were before the
/// update, inserted ones by where they are after it, and a moved row leaves one section and
/// joins another. A reloaded row or section stays where the update moves it, made again.
struct TableUpdate {
    /// Sections inserted, at their indexes after the update.
    var insertedSections = IndexSet()
    /// Sections deleted, at their indexes before the update.
    var deletedSections = IndexSet()
    /// Sections reloaded, at their indexes before the update.
    var reloadedSections = IndexSet()
    /// Rows inserted, at their index paths after the update.
    var insertedRows: [IndexPath] = []
    /// Rows deleted, at their index paths before the update.
    var deletedRows: [IndexPath] = []
    /// Rows reloaded, at their index paths before the update.
    var reloadedRows: [IndexPath] = []
    /// Rows moved, from where they were to where they go.
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Why the data source's counts after the update do not follow from the counts before it and
    /// this update, in UIKit's words; `nil` when they do.
    func inconsistency(from old: [Int], to new: [Int]) -> String? {
        if let problem = outOfRange(old: old, new: new) {
            return problem
        }
        guard let pairs = sectionPairs(old: old.count, new: new.count) else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for (before, after) in pairs where !reloadedSections.contains(before) {
            let deleted = deletedRows.filter { $0.section == before }.count
            let inserted = insertedRows.filter { $0.section == after }.count
            let movedOut = movedRows.filter { $0.from.section == before }.count
            let movedIn = movedRows.filter { $0.to.section == after }.count
            if new[after] != old[before] + inserted - deleted + movedIn - movedOut {
                return "Invalid update: invalid number of rows in section \(after). The number of rows contained in an existing section after the update (\(new[after])) must be equal to the number of rows contained in that section before the update (\(old[before])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where a row from before the update is after it, or `nil` when it was deleted or reloaded.
    func indexPath(after old: IndexPath, sectionsBefore: Int, sectionsAfter: Int) -> IndexPath? {
        if let move = movedRows.first(where: { $0.from == old }) {
            return move.to
        }
        guard !deletedRows.contains(old), !reloadedRows.contains(old), !reloadedSections.contains(old.section),
              let section = sectionPairs(old: sectionsBefore, new: sectionsAfter)?.first(where: { $0.before == old.section })?.after else { return nil }
        let leftBefore = deletedRows + movedRows.map(\.from)
        var row = old.row - leftBefore.filter { $0.section == old.section && $0.row < old.row }.count
        let arrived = (insertedRows + movedRows.map(\.to)).filter { $0.section == section }.map(\.row).sorted()
        for arrival in arrived where arrival <= row {
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// Each section that stays (reloaded ones too), from its index before the update to its
    /// index after; `nil` when the section counts do not follow from the inserted and deleted ones.
    private func sectionPairs(old: Int, new: Int) -> [(before: Int, after: Int)]? {
        let staying = (0..<old).filter { !deletedSections.contains($0) }
        let slots = (0..<new).filter { !insertedSections.contains($0) }
        guard staying.count == slots.count else { return nil }
        return Array(zip(staying, slots)).map { (before: $0.0, after: $0.1) }
    }

    /// The first row or section named that the table did not have before the update (deleted,
    /// reloaded, moved from) or does not have after it (inserted, moved to), in UIKit's words.
    private func outOfRange(old: [Int], new: [Int]) -> String? {
        for section in deletedSections.union(reloadedSections) where section >= old.count {
            return "Invalid update: attempt to delete or reload section \(section), but there are only \(old.count) sections before the update."
        }
        for section in insertedSections where section >= new.count {
            return "Invalid update: attempt to insert section \(section), but there are only \(new.count) sections after the update."
        }
        for row in deletedRows + reloadedRows + movedRows.map(\.from) where !old.indices.contains(row.section) || row.row >= old[row.section] {
            let rows = old.indices.contains(row.section) ? "which only contains \(old[row.section]) rows" : "which does not exist"
            return "Invalid update: attempt to delete, reload or move row \(row.row) from section \(row.section), \(rows) before the update."
        }
        for row in insertedRows + movedRows.map(\.to) where !new.indices.contains(row.section) || row.row >= new[row.section] {
            let rows = new.indices.contains(row.section) ? "which only contains \(new[row.section]) rows" : "which does not exist"
            return "Invalid update: attempt to insert or move row \(row.row) into section \(row.section), \(rows) after the update."
        }
        return nil
    }
}
