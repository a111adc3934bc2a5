import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner grade-all: a class's workbooks found, swapped in and out, and reported")
struct ClassGradingTests {
    let katas = Workbook.katas

    /// A scratch folder, removed when `body` returns.
    func inScratch(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    func write(_ text: String, to path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @Test("A learner is a folder with a workbook's Exercises/ or kata folders of its own; others are named as left out")
    func roster() throws {
        try inScratch { folder in
            try write("// ann", to: "ann/Exercises/01-onboarding/A.swift", in: folder)
            try write("// bob", to: "Bob Lee/02-router/B.swift", in: folder)
            try write("notes", to: "notes.txt", in: folder)
            try write("notes", to: "empty/readme.md", in: folder)
            try write("<html>", to: "report/report.html", in: folder)
            let roster = try ClassRoster.find(in: folder, katas: katas, except: folder.appendingPathComponent("report"))
            #expect(roster.learners.map(\.name) == ["ann", "Bob Lee"])
            #expect(roster.learners.map(\.exercises.lastPathComponent) == ["Exercises", "Bob Lee"])
            #expect(roster.leftOut == ["empty"])
        }
    }

    @Test("The workbook's own kata folders are set aside, a learner's brought in (a kata not handed in left out), and all put back as they were")
    func swap() throws {
        try inScratch { folder in
            let workbook = folder.appendingPathComponent("workbook")
            try write("// own 1", to: "Exercises/01-onboarding/A.swift", in: workbook)
            try write("// own 2", to: "Exercises/02-router/B.swift", in: workbook)
            try write("// ann 1", to: "ann/01-onboarding/Mine.swift", in: folder)
            try write("// given", to: "given/Given.swift", in: folder)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("ann/01-onboarding/Given.swift").path, withDestinationPath: "../../given/Given.swift")
            let swap = ExerciseSwap(root: workbook, katas: Array(katas.prefix(2)))
            try swap.setAside()
            #expect(swap.isAside)
            try swap.bringIn(folder.appendingPathComponent("ann"))
            let onboarding = workbook.appendingPathComponent("Exercises/01-onboarding")
            #expect(try FileManager.default.contentsOfDirectory(atPath: onboarding.path).sorted() == ["Given.swift", "Mine.swift"])
            #expect(try String(contentsOf: onboarding.appendingPathComponent("Given.swift"), encoding: .utf8) == "// given", "a link is copied as what it points to")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: onboarding.appendingPathComponent("Given.swift").path)) == nil, "a file, not a link")
            #expect(!FileManager.default.fileExists(atPath: workbook.appendingPathComponent("Exercises/02-router").path))
            #expect(try swap.putBackIfLeftAside(), "a run stopped halfway is put right by the next")
            #expect(!swap.isAside)
            #expect(try String(contentsOf: onboarding.appendingPathComponent("A.swift"), encoding: .utf8) == "// own 1")
            #expect(try String(contentsOf: workbook.appendingPathComponent("Exercises/02-router/B.swift"), encoding: .utf8) == "// own 2")
            #expect(!FileManager.default.fileExists(atPath: onboarding.appendingPathComponent("Mine.swift").path))
            #expect(try !swap.putBackIfLeftAside())
        }
    }

    var grades: [LearnerGrade] {
        let error = CompilerDiagnostic(path: "Exercises/02-router/Router.swift", line: 4, column: 2, message: "cannot find 'x' in scope")
        return [
            LearnerGrade(name: "Ann", results: [
                KataResult(kata: katas[0], outcome: .graded([CheckResult(name: "1. Starts", status: .passed), CheckResult(name: "2. Next", status: .passed)])),
                KataResult(kata: katas[1], outcome: .graded([CheckResult(name: "1. Home", status: .passed), CheckResult(name: "2. Back, \"twice\"", status: .crashed("trap"))])),
            ], notHandedIn: Array(katas.dropFirst(2)), seconds: 12.34),
            LearnerGrade(name: "Bob <b>", results: [KataResult(kata: katas[1], outcome: .doesNotCompile([error]))], notHandedIn: [katas[0]] + katas.dropFirst(2), seconds: 3),
            LearnerGrade(name: "Cy", results: [], seconds: 1, problem: "The workbook itself does not build."),
        ]
    }

    @Test("Each cell says passed, how many checks pass and the first failing one (crashed, hung), the compiler's first error, not handed in, or not graded")
    func cells() {
        #expect(ClassReport.cell(katas[0], in: grades[0]) == .passed(checks: 2))
        #expect(ClassReport.cell(katas[1], in: grades[0]).text == "1/2 · first failing: 2. Back, \"twice\" (crashed)")
        #expect(ClassReport.cell(katas[2], in: grades[0]) == .notHandedIn)
        #expect(ClassReport.cell(katas[1], in: grades[1]).text == "does not compile · Router.swift:4: cannot find 'x' in scope")
        #expect(ClassReport.cell(katas[0], in: grades[2]) == .notGraded)
    }

    @Test("The CSV has a header and a row per learner, each kata's cell quoted where it holds a comma or a quote")
    func csv() {
        let report = ClassReport(katas: Array(katas.prefix(2)), grades: grades, seconds: 20)
        let lines = report.csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "learner,katas passed,seconds,01-onboarding,02-router,problem")
        #expect(lines[1] == "Ann,1/2,12.3,passed (2/2),\"1/2 · first failing: 2. Back, \"\"twice\"\" (crashed)\",")
        #expect(lines[2] == "Bob <b>,0/2,3.0,not handed in,does not compile · Router.swift:4: cannot find 'x' in scope,")
        #expect(lines[3] == "Cy,,1.0,not graded,not graded,The workbook itself does not build.")
        #expect(lines.count == 5 && lines[4].isEmpty)
    }

    @Test("The page links each cell to the kata on the learner's page, escapes what learners named, and fetches nothing")
    func page() {
        let report = ClassReport(katas: Array(katas.prefix(2)), grades: grades, leftOut: ["empty"], seconds: 20)
        let html = report.html
        #expect(html.contains("<a href=\"learners/Ann.html#kata-2\">1/2 · first failing: 2. Back, &quot;twice&quot; (crashed)</a>"))
        #expect(html.contains("<a href=\"learners/Bob--b-.html\">Bob &lt;b&gt;</a>"))
        #expect(html.contains("3 workbooks graded in 20 s"))
        #expect(html.contains("Left out, with no kata folder in them: empty."))
        #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
        #expect(report.pageNames == ["Ann.html", "Bob--b-.html", "Cy.html"])
        let ann = report.learnerPage(grades[0])
        #expect(ann.contains("<h2 id=\"kata-2\">"))
        #expect(ann.contains("1 of 2 katas passed, graded in 12.3 s."))
        #expect(ann.contains("[ ] 2. Back, &quot;twice&quot;"))
        #expect(report.learnerPage(grades[2]).contains("The workbook itself does not build."))
    }

    @Test("Two learners whose names make the same file name get pages of their own")
    func samePageName() {
        let report = ClassReport(katas: katas, grades: [LearnerGrade(name: "a b", results: [], seconds: 0), LearnerGrade(name: "a-b", results: [], seconds: 0)], seconds: 0)
        #expect(report.pageNames == ["a-b.html", "a-b-2.html"])
    }
}
