import Foundation

/// What one update of a table inserts, deletes, reloads and moves, checked against the data
/// source's counts as UIKit checks them.
///
/// As in UIKit, deleted and reloaded rows and sections are counted before the update, inserted
/// ones after it, and a moved row leaves one section and joins another.
struct TableUpdate {
    /// Sections inserted, at their indexes after the update.
    var insertedSections = IndexSet()
    /// Sections deleted or reloaded, at their indexes before the update.
    var deletedSections = IndexSet()
    /// Rows inserted, at their index paths after the update.
    var insertedRows: [IndexPath] = []
    /// Rows deleted or reloaded, at their index paths before the update.
    var deletedRows: [IndexPath] = []
    /// Rows moved, from where they were to where they go.
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Why the data source's counts after the update do not follow from the counts before it and
    /// this update, in UIKit's words; `nil` when they do.
    func inconsistency(from old: [Int], to new: [Int]) -> String? {
        guard let pairs = sectionPairs(old: old.count, new: new.count) else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for (before, after) in pairs {
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
        guard !deletedRows.contains(old),
              let section = sectionPairs(old: sectionsBefore, new: sectionsAfter)?.first(where: { $0.before == old.section })?.after else { return nil }
        let leftBefore = deletedRows + movedRows.map(\.from)
        var row = old.row - leftBefore.filter { $0.section == old.section && $0.row < old.row }.count
        let arrived = (insertedRows + movedRows.map(\.to)).filter { $0.section == section }.map(\.row).sorted()
        for arrival in arrived where arrival <= row {
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// Each section that stays, from its index before the update to its index after; `nil` when
    /// the section counts do not follow from the inserted and deleted ones.
    private func sectionPairs(old: Int, new: Int) -> [(before: Int, after: Int)]? {
        let staying = (0..<old).filter { !deletedSections.contains($0) }
        let slots = (0..<new).filter { !insertedSections.contains($0) }
        guard staying.count == slots.count, insertedSections.allSatisfy({ $0 < new }), deletedSections.allSatisfy({ $0 < old }) else { return nil }
        return Array(zip(staying, slots)).map { (before: $0.0, after: $0.1) }
    }
}
