import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: the catalog matches the workbook")
struct CatalogTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("Each kata has its exercise, solution, mutants, grader and lesson, and Package.swift lists it")
    func filesExist() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for kata in Catalog.katas {
            for path in [kata.exercisePath, "Sources/Solutions/\(kata.folder)", "Sources/Mutants/\(kata.folder)", "Tests/KataTests/\(kata.folder)", kata.lessonPath] {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path) is missing")
            }
            #expect(manifest.contains("(\"\(kata.folder)\", \"\(kata.module)\")"), "Package.swift does not list \(kata.folder)")
        }
        #expect(Catalog.katas.map(\.number) == Array(1...Catalog.katas.count), "katas are numbered in learning order")
    }

    @Test("Each kata has one hint per check of its grader")
    func hintsPerCheck() throws {
        for kata in Catalog.katas {
            let grader = try String(
                contentsOf: Self.root.appendingPathComponent("Tests/KataTests/\(kata.folder)/\(kata.graderModule).swift"),
                encoding: .utf8
            )
            let checks = grader.components(separatedBy: "@Test(").count - 1
            #expect(kata.hints.count == checks, "kata \(kata.number) has \(checks) checks and \(kata.hints.count) hints")
        }
    }
}
