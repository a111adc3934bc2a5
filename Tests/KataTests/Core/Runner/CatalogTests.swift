import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: the catalog matches the workbook")
struct CatalogTests {
    static let root = Workbook.root

    @Test("katas.json lists each kata once, numbered in learning order, with its exercise, stub, solution, mutants, grader, lesson and hints")
    func filesExist() {
        #expect(!Workbook.katas.isEmpty)
        for kata in Workbook.katas {
            for path in [kata.exercisePath, kata.stubPath, "Sources/Solutions/\(kata.folder)", "Sources/Mutants/\(kata.folder)", kata.graderPath, kata.lessonPath, kata.hintsPath] + (kata.given == nil ? [] : [kata.givenPath, kata.brokenPath]) {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path) is missing")
            }
        }
        #expect(Workbook.katas.map(\.number) == Array(1...Workbook.katas.count), "katas are numbered in learning order")
        #expect(Set(Workbook.katas.map(\.slug)).count == Workbook.katas.count, "slugs are unique")
        #expect(Set(Workbook.katas.map(\.module)).count == Workbook.katas.count, "modules are unique")
    }

    /// A teacher's GitHub Classroom grades every kata the workbook lists, a point each.
    @Test("The GitHub Classroom workflow grades each kata of katas.json, a step and a point each")
    func classroomWorkflowListsEveryKata() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(ClassroomWorkflow.path), encoding: .utf8)
        #expect(text == ClassroomWorkflow.text(for: Workbook.katas), "\(ClassroomWorkflow.path) is not the workflow katas.json makes: write it again with ClassroomWorkflow.text(for:)")
        for kata in Workbook.katas {
            #expect(text.contains("command: swift run kata-runner check \(kata.number)\n"))
            #expect(text.contains("KATA-\(kata.number)_RESULTS: \"${{steps.kata-\(kata.number).outputs.result}}\""))
        }
        #expect(text.contains("runners: " + Workbook.katas.map { "kata-\($0.number)" }.joined(separator: ",") + "\n"))
    }

    /// A screen the exercise gives the learner is written once, in `Stubs/`: the reference
    /// solution compiles it through a link, so an author who changes it changes both.
    @Test("A file the stub and the reference solution share word for word is a link to the stub's")
    func givenFilesAreWrittenOnce() throws {
        var linked = 0
        for kata in Workbook.katas {
            let stub = Self.root.appendingPathComponent(kata.stubPath)
            let solution = "Sources/Solutions/\(kata.folder)"
            for file in try FileManager.default.contentsOfDirectory(atPath: stub.path).sorted() {
                let solutionFile = Self.root.appendingPathComponent("\(solution)/\(file)")
                guard let shared = FileManager.default.contents(atPath: solutionFile.path),
                      shared == FileManager.default.contents(atPath: stub.appendingPathComponent(file).path) else { continue }
                let link = try? FileManager.default.destinationOfSymbolicLink(atPath: solutionFile.path)
                #expect(link == "../../../\(kata.stubPath)/\(file)", "\(solution)/\(file) is a copy of \(kata.stubPath)/\(file): make it a link, so the given file is written once (`ln -sf ../../../\(kata.stubPath)/\(file) \(solution)/\(file)`)")
                linked += 1
            }
        }
        #expect(linked > 0, "the katas give screens, which their solutions share")
    }

    /// The grader of a test-writing kata runs the learner's tests against the given code built
    /// from `Sources/Broken/`, whose files replace the given ones of their names: each must be the
    /// given file with marked lines added, so that with no mistake asked for it is the code the
    /// learner reads, word for word.
    @Test("A test-writing kata's broken files are its given files plus lines marked `// broken`, and nothing else")
    func brokenFilesAreGivenFilesWithMarkedLines() throws {
        let testWriting = Workbook.katas.filter { $0.given != nil }
        #expect(!testWriting.isEmpty)
        for kata in testWriting {
            let broken = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(kata.brokenPath).path)
            var replaced = 0
            for file in broken.sorted() {
                let text = try String(contentsOf: Self.root.appendingPathComponent("\(kata.brokenPath)/\(file)"), encoding: .utf8)
                let givenURL = Self.root.appendingPathComponent("\(kata.givenPath)/\(file)")
                guard let given = try? String(contentsOf: givenURL, encoding: .utf8) else {
                    #expect(!text.components(separatedBy: "\n").contains { $0.hasSuffix("// broken") }, "\(kata.brokenPath)/\(file) has no given file of its name, so its marked lines replace nothing")
                    continue
                }
                replaced += 1
                let unmarked = text.components(separatedBy: "\n").filter { !$0.hasSuffix("// broken") }.joined(separator: "\n")
                #expect(unmarked == given, "\(kata.brokenPath)/\(file) without its `// broken` lines differs from \(kata.givenPath)/\(file): make the same change in both")
                #expect(text != given, "\(kata.brokenPath)/\(file) breaks nothing")
            }
            #expect(replaced > 0, "\(kata.brokenPath) replaces no given file")
        }
    }

    @Test("The interview guide points every kata's practice out: each kata is named in an answer's *Kata …* line")
    func interviewNamesEveryKata() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent(Guide.interview.path), encoding: .utf8)
        let pointers = guide.split(separator: "\n").filter { $0.contains("*Kata") }.joined(separator: " ")
        for kata in Workbook.katas {
            let named = pointers.range(of: "\\b\(kata.number)\\b", options: .regularExpression) != nil
            #expect(named, "Lessons/interview.md never sends the reader to kata \(kata.number), \(kata.title)")
        }
    }

    @Test("Each lesson says what it assumes: kata 1 points to the UIKit primer, every later kata names an earlier one")
    func lessonsSayWhatTheyAssume() throws {
        for kata in Workbook.katas {
            let lesson = try String(contentsOf: Self.root.appendingPathComponent(kata.lessonPath), encoding: .utf8)
            let section = try #require(LessonSection.text(of: "Before you start", in: lesson), "\(kata.lessonPath) needs a section \"## Before you start\"")
            if kata.number == 1 {
                #expect(section.contains(Guide.uikit.path.replacingOccurrences(of: "Lessons/", with: "")), "kata 1 points SwiftUI learners to the primer")
            } else {
                #expect((1..<kata.number).contains { section.contains("kata \($0)") || section.contains("katas \($0)") }, "\(kata.lessonPath) should name the earlier katas it builds on")
            }
        }
    }

    @Test("Each guide's lesson exists, opens with its title, and its name is no kata's, nor the start of one")
    func guides() throws {
        for guide in Guide.all {
            let text = try String(contentsOf: Self.root.appendingPathComponent(guide.path), encoding: .utf8)
            #expect(text.hasPrefix("# ") && text.prefix(while: { $0 != "\n" }).hasSuffix(guide.title), "\(guide.path) should open with \"# … \(guide.title)\"")
            #expect(!Workbook.katas.contains { $0.slug.hasPrefix(guide.name) }, "kata-runner lesson \(guide.name) would be ambiguous")
            #expect(Guide.named(guide.name.uppercased()) == guide)
        }
    }

    @Test("A missing or malformed list of katas is explained, with how to restore it")
    func unreadableList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: Catalog.Problem.unreadable(path: "katas.json")) { try Catalog.katas(in: folder) }
        try Data(#"{"katas": [{"number": 1}]}"#.utf8).write(to: folder.appendingPathComponent("katas.json"))
        do {
            _ = try Catalog.katas(in: folder)
            Issue.record("a kata without a slug was accepted")
        } catch {
            #expect(error.description.hasPrefix("katas.json, the list of katas at the workbook's root, could not be read:"))
            #expect(error.description.hasSuffix("Restore it with `git checkout -- katas.json`."))
        }
    }

    @Test("Each check of each grader has hints, at least two tiers, in the grader's order, tagged only with kinds of difference")
    func hintsPerCheck() throws {
        for kata in Workbook.katas {
            let grader = try String(contentsOf: Self.root.appendingPathComponent("\(kata.graderPath)/\(kata.graderModule).swift"), encoding: .utf8)
            let checks = grader.components(separatedBy: "@Test(\"").dropFirst().compactMap { $0.components(separatedBy: "\")").first }
            let book = HintBook(markdown: try String(contentsOf: Self.root.appendingPathComponent(kata.hintsPath), encoding: .utf8))
            #expect(book.checks == checks, "\(kata.hintsPath) should have one section per check of \(kata.graderModule), named and ordered as the checks")
            for check in checks {
                #expect(book.tiers(for: check).count >= 2, "\(check) needs a nudge and a more specific hint")
                #expect(book.unknownTags(for: check).isEmpty, "\(check): a tier's [tag] names a kind of difference: \(DifferenceKind.allCases.map(\.rawValue))")
            }
        }
    }

    @Test("Each lesson explains its reference solution, for `kata-runner solution`")
    func lessonsExplainSolutions() throws {
        for kata in Workbook.katas {
            let lesson = try String(contentsOf: Self.root.appendingPathComponent(kata.lessonPath), encoding: .utf8)
            let section = LessonSection.text(of: KataRunner.solutionSectionTitle, in: lesson) ?? ""
            #expect(section.contains("kata-runner solution \(kata.slug)"), "\(kata.lessonPath) needs a section \"\(KataRunner.solutionSectionTitle)\"")
        }
        #expect(LessonSection.text(of: "B", in: "## A\na\n## B\nb1\nb2\n## C\nc") == "b1\nb2")
        #expect(LessonSection.text(of: "Z", in: "## A\na") == nil)
    }

    @Test("The shipped stubs in Stubs/ are the exercises as shipped")
    func stubsMatchExercises() {
        for kata in Workbook.katas {
            #expect(
                Fingerprint.of([kata.stubPath], root: Self.root) != Fingerprint.of([], root: Self.root),
                "\(kata.stubPath) is missing"
            )
            let stubFiles = Fingerprint.files(under: [kata.stubPath], root: Self.root).map { String($0.dropFirst(kata.stubPath.count)) }
            let exerciseFiles = Fingerprint.files(under: [kata.exercisePath], root: Self.root).map { String($0.dropFirst(kata.exercisePath.count)) }
            #expect(stubFiles == exerciseFiles, "\(kata.stubPath) and \(kata.exercisePath) should hold the same files")
        }
    }

    /// Unit tests of a kata's own grading helpers, which grade nothing and describe no mistake.
    static let gradingHelperSuites: Set<String> = ["PathWritesTests.swift"]

    @Test("Every suite in a kata's grader folder skips under a plain swift test: none shows a kata passing on the reference solution")
    func kataSuitesOnlyWhenRequested() throws {
        for kata in Workbook.katas {
            for file in Fingerprint.files(under: [kata.graderPath], root: Self.root) where file.hasSuffix(".swift") {
                guard !Self.gradingHelperSuites.contains(String(file.split(separator: "/").last ?? "")) else { continue }
                let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                let declarations = text.components(separatedBy: "@Suite").dropFirst()
                for declaration in declarations {
                    let attribute = declaration.prefix { $0 != "\n" }
                    #expect(attribute.contains("KataGraders.onlyWhenRequested"), "\(file) has a suite without KataGraders.onlyWhenRequested: @Suite\(attribute)")
                }
            }
        }
    }
}
