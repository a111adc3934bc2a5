import Foundation
import Kata
import Testing

/// A data source of sections of texts, which tests change before they tell the table.
@MainActor
private final class SectionedTexts: NSObject, UITableViewDataSource {
    var sections: [[String]]
    private(set) var cellRequests = 0

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}

/// A screen holding one table served by `source`, in a visible window.
@MainActor
private func shownTable(_ source: SectionedTexts) -> (UITableView, User) {
    let screen = UIViewController()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = source
    screen.view.addSubview(table)
    let user = User(window: visibleWindow(root: UINavigationController(rootViewController: screen)))
    return (table, user)
}

@MainActor
@Suite("Table updates: rows inserted, deleted, reloaded and moved, checked against the data source")
struct TableUpdatesTests {
    /// Apple, "deleteRows(at:with:)" and "insertRows(at:with:)": the table removes and adds the
    /// rows named; deleted index paths are counted before the update and inserted ones after it
    /// ("Batch insertion, deletion, and reloading of sections and rows"). A selected row that is
    /// not deleted stays selected as the rows around it move.
    @Test("Deleting and inserting rows shows the data source's rows; the selection moves with its row")
    func insertAndDelete() {
        let source = SectionedTexts([["Alice", "Bob", "Carol"]])
        let (table, user) = shownTable(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(user.tappableLabels == ["Bob", "Carol"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "Carol stays selected, one row up")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        source.sections[0].insert("Dave", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(user.tappableLabels == ["Dave", "Bob", "Carol"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        source.sections[0].remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
        #expect(table.indexPathForSelectedRow == nil, "the selected row was deleted")
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    /// Apple, "deleteRows(at:with:)" and "Batch insertion, deletion, and reloading of sections
    /// and rows": the data source must agree with the rows named, or UIKit raises an
    /// NSInternalInconsistencyException ("Invalid update: invalid number of rows in section").
    @Test("Telling the table before changing the data is reported at the caller's line, and everything reloads")
    func inconsistentUpdateReported() throws {
        let source = SectionedTexts([["Alice", "Bob"]])
        let (table, user) = shownTable(source)
        let reports = ModelReportLog()
        let line = #line + 2
        reports.collect {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        let report = try #require(reports.reports.first)
        #expect(reports.reports.count == 1)
        #expect(report.kind == .misuse)
        #expect(report.message.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"))
        #expect(report.message.contains("UIKit raises an exception for this"))
        #expect(report.callSite?.line == line)
        #expect(user.tappableLabels == ["Alice", "Bob"], "the table shows what the data source says")
    }

    /// Apple, "performBatchUpdates(_:completion:)": the changes in the block are one update, and
    /// the completion runs when they are finished, told whether they were; "beginUpdates()" and
    /// "endUpdates()" group changes the same way, and "insertSections(_:with:)",
    /// "deleteSections(_:with:)" and "moveRow(at:to:)" are counted with them.
    @Test("A batch is checked once at its end; sections and moves count; the completion runs on the main queue")
    func batchUpdates() {
        let source = SectionedTexts([["Alice", "Bob"], ["Carol"]])
        let (table, user) = shownTable(source)
        var finished: [Bool] = []
        let reports = ModelReportLog()
        reports.collect {
            table.performBatchUpdates({
                source.sections[0].remove(at: 0)
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                source.sections[0].append("Dave")
                table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            }) { finished.append($0) }
            #expect(finished.isEmpty, "the completion waits for the main queue")
            table.beginUpdates()
            source.sections.insert(["Eve"], at: 0)
            table.insertSections(IndexSet(integer: 0), with: .top)
            source.sections[2].append(source.sections[1].removeFirst())
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 2))
            table.endUpdates()
            source.sections.remove(at: 0)
            table.deleteSections(IndexSet(integer: 0), with: .bottom)
        }
        #expect(reports.messages.isEmpty)
        MainTurn.end()
        #expect(finished == [true])
        #expect(user.tappableLabels == ["Dave", "Carol", "Bob"])
        source.sections.append(["Frank"])
        reports.collect {
            table.insertSections(IndexSet([1, 2]), with: .automatic)
        }
        #expect(reports.messages.first?.hasPrefix("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).") == true)
    }

    /// Apple, "reloadRows(at:with:)" and "reloadSections(_:with:)": reloaded rows and sections are
    /// named by where they were before the update, whatever else the batch does; "deleteRows(at:with:)":
    /// naming a row the section does not have raises an exception.
    @Test("Reloads in a batch are counted where they were before it; a row that is not there is reported")
    func reloadsInBatchesAndRanges() throws {
        let source = SectionedTexts([["a", "b"], ["c", "d", "e"], ["f", "g", "h", "i"]])
        let (table, user) = shownTable(source)
        let reports = ModelReportLog()
        reports.collect {
            table.performBatchUpdates {
                source.sections.remove(at: 0)
                source.sections[0] = ["c", "d", "e", "x", "y"]
                table.deleteSections(IndexSet(integer: 0), with: .automatic)
                table.reloadSections(IndexSet(integer: 1), with: .automatic)
            }
        }
        #expect(reports.messages.isEmpty)
        #expect(user.tappableLabels == ["c", "d", "e", "x", "y", "f", "g", "h", "i"])
        table.selectRow(at: IndexPath(row: 2, section: 1), animated: false, scrollPosition: .none)
        reports.collect {
            table.performBatchUpdates {
                source.sections[1] = ["g2", "h", "i"]
                table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
                table.reloadRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
            }
        }
        #expect(reports.messages.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1), "h moves up one row, past the deleted f")
        source.sections[1].removeLast()
        let line = #line + 2
        reports.collect {
            table.deleteRows(at: [IndexPath(row: 7, section: 1)], with: .automatic)
        }
        let report = try #require(reports.reports.first)
        #expect(report.message.hasPrefix("Invalid update: attempt to delete, reload or move row 7 from section 1, which only contains 3 rows before the update."))
        #expect(report.callSite?.line == line)
    }

    /// Apple, "reloadRows(at:with:)": the table asks the data source for the rows' cells again;
    /// a reloaded row is deselected.
    @Test("Reloading rows makes their cells again and deselects them; a covered table waits to make cells")
    func reloadRowsAndOffScreen() throws {
        let source = SectionedTexts([["Alice", "Bob"]])
        let (table, user) = shownTable(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections[0][1] = "Robert"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(user.tappableLabels == ["Alice", "Robert"])
        #expect(table.indexPathForSelectedRow == nil)
        let navigationController = try #require(user.visibleViewController?.navigationController)
        navigationController.pushViewController(UIViewController(), animated: false)
        MainTurn.end()
        let requests = source.cellRequests
        source.sections[0].append("Carol")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(source.cellRequests == requests, "a covered table makes no cells")
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(user.tapBack())
        #expect(user.tappableLabels == ["Alice", "Robert", "Carol"])
    }
}
