import Foundation

/// Grading a class: every learner's workbook in a folder, into one report.
extension KataRunner {
    /// Where `grade-all` writes its report unless `--out` says otherwise.
    static let classReportPath = ".kata/class/report"

    /// Grades each learner's kata folders in `folder`, one learner at a time in this workbook
    /// (its build made once, each learner's exercises compiled against it; the workbook's own
    /// exercises are set aside meanwhile and put back), and writes the report: a page, a CSV,
    /// and a page per learner.
    func gradeClass(_ folder: String, into out: String?, style: TerminalStyle) -> Int32 {
        let classFolder = URL(fileURLWithPath: absolutePath(folder), isDirectory: true).standardizedFileURL
        let output = URL(fileURLWithPath: out.map(absolutePath) ?? root.appendingPathComponent(Self.classReportPath).path, isDirectory: true).standardizedFileURL
        let roster: ClassRoster
        do {
            roster = try ClassRoster.find(in: classFolder, katas: katas, except: output)
        } catch {
            console.line("Could not read the class's folder \(folder): \(error.localizedDescription)")
            return 1
        }
        guard !roster.learners.isEmpty else {
            console.line("There is no learner's work in \(folder): it should hold a folder per learner, each a workbook (with Exercises/) or its kata folders (01-onboarding/, 02-router/…).")
            return 1
        }
        let started = Date()
        let swap = ExerciseSwap(root: root, katas: katas)
        var grades: [LearnerGrade] = []
        do {
            try swap.setAside()
            defer {
                do {
                    try swap.putBack()
                } catch {
                    console.line("Could not put this workbook's own exercises back: \(error.localizedDescription). They are in \(ExerciseSwap.asidePath)/; the next kata-runner command puts them back.")
                }
            }
            for (index, learner) in roster.learners.enumerated() {
                console.line("Grading \(learner.name) (\(index + 1) of \(roster.learners.count))…")
                grades.append(try grade(learner, with: swap))
                if let grade = grades.last {
                    console.line("  " + summary(of: grade))
                }
            }
        } catch {
            console.line("Could not swap the exercises in: \(error.localizedDescription)")
            return 1
        }
        let report = ClassReport(katas: katas, grades: grades, leftOut: roster.leftOut, seconds: Date().timeIntervalSince(started))
        do {
            try write(report, to: output)
        } catch {
            console.line("Could not write the report to \(output.path): \(error.localizedDescription)")
            return 1
        }
        if !roster.leftOut.isEmpty {
            console.line("Left out, with no kata folder in them: \(roster.leftOut.joined(separator: ", ")).")
        }
        let shown = output.path.hasPrefix(root.path + "/") ? String(output.path.dropFirst(root.path.count + 1)) : output.path
        console.line("Graded \(Plural.count(grades.count, "workbook")) in \(String(format: "%.0f", report.seconds)) s. Open " + style.cyan("\(shown)/report.html") + " in a browser; beside it, grades.csv for a spreadsheet and a page per learner in learners/.")
        return 0
    }

    /// Builds and grades one learner's katas, each alone, as `check` does.
    private func grade(_ learner: ClassRoster.Learner, with swap: ExerciseSwap) throws -> LearnerGrade {
        let started = Date()
        try swap.bringIn(learner.exercises)
        var said: [String] = []
        let quiet = Console(isTerminal: false) { said.append($0) }
        let runner = KataRunner(root: root, environment: environment, console: quiet, katas: katas)
        let handedIn = katas.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0.exercisePath).path) }
        var results: [KataResult] = []
        for kata in handedIn {
            guard let result = runner.grade([kata], warnings: false)?.first else {
                return LearnerGrade(name: learner.name, results: [], seconds: Date().timeIntervalSince(started), problem: said.joined().trimmingCharacters(in: .whitespacesAndNewlines))
            }
            results.append(result)
        }
        return LearnerGrade(name: learner.name, results: results, notHandedIn: katas.filter { !handedIn.contains($0) }, seconds: Date().timeIntervalSince(started))
    }

    /// A learner's grade in a line: katas passed, the others by number, the time.
    private func summary(of grade: LearnerGrade) -> String {
        if let problem = grade.problem {
            return "not graded: " + (problem.split(separator: "\n").first.map(String.init) ?? "")
        }
        let failing = katas.filter { grade.result(of: $0)?.progress != .done && !grade.notHandedIn.contains($0) }.map(\.number)
        let missing = grade.notHandedIn.map(\.number)
        var parts = ["\(grade.katasPassed) of \(Plural.count(katas.count, "kata")) passed"]
        if !failing.isEmpty {
            parts.append("not yet: \(failing.map(String.init).joined(separator: ", "))")
        }
        if !missing.isEmpty {
            parts.append("not handed in: \(missing.map(String.init).joined(separator: ", "))")
        }
        return parts.joined(separator: "; ") + " (\(String(format: "%.1f", grade.seconds)) s)"
    }

    private func write(_ report: ClassReport, to output: URL) throws {
        let learners = output.appendingPathComponent("learners", isDirectory: true)
        try FileManager.default.createDirectory(at: learners, withIntermediateDirectories: true)
        try Data(report.html.utf8).write(to: output.appendingPathComponent("report.html"), options: .atomic)
        try Data(report.csv.utf8).write(to: output.appendingPathComponent("grades.csv"), options: .atomic)
        for (grade, page) in zip(report.grades, report.pageNames) {
            try Data(report.learnerPage(grade).utf8).write(to: learners.appendingPathComponent(page), options: .atomic)
        }
    }
}
