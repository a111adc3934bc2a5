import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: noticing changed grading files")
struct ShippedFingerprintsTests {
    /// With `KATA_UPDATE_SHIPPED=1`, writes the list instead of checking it, for authors who
    /// changed grading files on purpose: `KATA_UPDATE_SHIPPED=1 swift test --filter shippedListIsCurrent`.
    @Test(".kata-shipped lists the grading files as they are in this commit")
    func shippedListIsCurrent() throws {
        let current = ShippedFingerprints(current: Workbook.katas, root: CatalogTests.root)
        if ProcessInfo.processInfo.environment["KATA_UPDATE_SHIPPED"] == "1" {
            try current.text.write(to: CatalogTests.root.appendingPathComponent(ShippedFingerprints.fileName), atomically: true, encoding: .utf8)
            return
        }
        let shipped = ShippedFingerprints(shippedIn: CatalogTests.root)
        let changed = shipped.map { current.changes(comparedWith: $0) } ?? current.entries
        #expect(changed.isEmpty, """
            \(ShippedFingerprints.fileName) is out of date for: \(changed.map(\.path).joined(separator: ", ")).
            If you changed these files on purpose, run `KATA_UPDATE_SHIPPED=1 swift test --filter shippedListIsCurrent`.
            """)
    }

    @Test("A changed grader is named, with what it is")
    func changedGraderNamed() throws {
        let workbook = try ScratchWorkbook()
        let kata = Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "01.md")
        try workbook.write("grader", to: "Tests/KataTests/01-onboarding/G.swift")
        try workbook.write("model", to: "Sources/Kata/M.swift")
        let shippedText = ShippedFingerprints(current: [kata], root: workbook.root).text
        try workbook.write(shippedText, to: ShippedFingerprints.fileName)
        let shipped = try #require(ShippedFingerprints(shippedIn: workbook.root))
        #expect(ShippedFingerprints(current: [kata], root: workbook.root).changes(comparedWith: shipped).isEmpty)
        try workbook.write("grader, loosened", to: "Tests/KataTests/01-onboarding/G.swift")
        let changed = ShippedFingerprints(current: [kata], root: workbook.root).changes(comparedWith: shipped)
        #expect(changed.map(\.role) == ["kata 1's grader"])
    }
}
