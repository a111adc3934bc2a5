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
            for path in [kata.exercisePath, kata.stubPath, "Sources/Solutions/\(kata.folder)", "Sources/Mutants/\(kata.folder)", kata.graderPath, kata.lessonPath, kata.hintsPath] {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path) is missing")
            }
            #expect(manifest.contains("(\"\(kata.folder)\", \"\(kata.module)\")"), "Package.swift does not list \(kata.folder)")
        }
        #expect(Catalog.katas.map(\.number) == Array(1...Catalog.katas.count), "katas are numbered in learning order")
    }

    @Test("Each check of each grader has hints, at least two tiers, in the grader's order")
    func hintsPerCheck() throws {
        for kata in Catalog.katas {
            let grader = try String(contentsOf: Self.root.appendingPathComponent("\(kata.graderPath)/\(kata.graderModule).swift"), encoding: .utf8)
            let checks = grader.components(separatedBy: "@Test(\"").dropFirst().compactMap { $0.components(separatedBy: "\")").first }
            let book = HintBook(markdown: try String(contentsOf: Self.root.appendingPathComponent(kata.hintsPath), encoding: .utf8))
            #expect(book.checks == checks, "\(kata.hintsPath) should have one section per check of \(kata.graderModule), named and ordered as the checks")
            for check in checks {
                #expect(book.tiers(for: check).count >= 2, "\(check) needs a nudge and a more specific hint")
            }
        }
    }

    @Test("Each lesson explains its reference solution, for `kata-runner solution`")
    func lessonsExplainSolutions() throws {
        for kata in Catalog.katas {
            let lesson = try String(contentsOf: Self.root.appendingPathComponent(kata.lessonPath), encoding: .utf8)
            let section = LessonSection.text(of: KataRunner.solutionSectionTitle, in: lesson) ?? ""
            #expect(section.contains("kata-runner solution \(kata.slug)"), "\(kata.lessonPath) needs a section \"\(KataRunner.solutionSectionTitle)\"")
        }
        #expect(LessonSection.text(of: "B", in: "## A\na\n## B\nb1\nb2\n## C\nc") == "b1\nb2")
        #expect(LessonSection.text(of: "Z", in: "## A\na") == nil)
    }

    @Test("The shipped stubs in Stubs/ are the exercises as shipped")
    func stubsMatchExercises() {
        for kata in Catalog.katas {
            #expect(
                Fingerprint.of([kata.stubPath], root: Self.root) != Fingerprint.of([], root: Self.root),
                "\(kata.stubPath) is missing"
            )
            let stubFiles = Fingerprint.files(under: [kata.stubPath], root: Self.root).map { String($0.dropFirst(kata.stubPath.count)) }
            let exerciseFiles = Fingerprint.files(under: [kata.exercisePath], root: Self.root).map { String($0.dropFirst(kata.exercisePath.count)) }
            #expect(stubFiles == exerciseFiles, "\(kata.stubPath) and \(kata.exercisePath) should hold the same files")
        }
    }
}
