import Foundation

/// What a class's grading found: a row per learner, a cell per kata, written as a page to open
/// in a browser (each cell linking to the learner's own page) and as CSV for a spreadsheet.
public struct ClassReport: Sendable {
    /// The katas, as the columns.
    public let katas: [Kata]
    /// Each learner's grade, as the rows.
    public let grades: [LearnerGrade]
    /// The folders that held no kata folder, and so no learner.
    public let leftOut: [String]
    /// The seconds the whole class took, the first build included.
    public let seconds: Double

    /// Creates a report.
    public init(katas: [Kata], grades: [LearnerGrade], leftOut: [String] = [], seconds: Double) {
        self.katas = katas
        self.grades = grades
        self.leftOut = leftOut
        self.seconds = seconds
    }

    /// How one kata stands for one learner, as a cell says it.
    public enum Cell: Sendable, Equatable {
        /// Every check passes.
        case passed(checks: Int)
        /// Some check fails: how many pass, and the first that does not, with how it ended.
        case failing(passed: Int, of: Int, first: String)
        /// The exercise does not compile: the compiler's first error.
        case doesNotCompile(firstError: String?)
        /// No folder was handed in.
        case notHandedIn
        /// The learner's workbook could not be graded at all.
        case notGraded

        /// The cell as text, for the CSV and the page.
        public var text: String {
            switch self {
            case let .passed(checks): "passed (\(checks)/\(checks))"
            case let .failing(passed, count, first): "\(passed)/\(count) · first failing: \(first)"
            case let .doesNotCompile(error): "does not compile" + (error.map { " · \($0)" } ?? "")
            case .notHandedIn: "not handed in"
            case .notGraded: "not graded"
            }
        }
    }

    /// The cell of `kata` in `grade`'s row.
    public static func cell(_ kata: Kata, in grade: LearnerGrade) -> Cell {
        guard grade.problem == nil else { return .notGraded }
        guard let result = grade.result(of: kata) else { return .notHandedIn }
        switch result.outcome {
        case let .doesNotCompile(errors):
            return .doesNotCompile(firstError: errors.first.map { "\(($0.path as NSString).lastPathComponent):\($0.line): \($0.message)" })
        case let .graded(checks):
            guard let (number, check) = result.firstFailure else { return .passed(checks: checks.count) }
            let how = switch check.status {
            case .crashed: " (crashed)"
            case .hung: " (stopped: it hung)"
            case .notRun: " (did not run)"
            case .passed, .failed: ""
            }
            return .failing(passed: checks.count { $0.passed }, of: checks.count, first: Self.numbered(check.name, number) + how)
        }
    }

    /// A check's name with its number, once: the checks' names start with theirs already.
    static func numbered(_ name: String, _ number: Int) -> String {
        name.hasPrefix("\(number).") ? name : "\(number). \(name)"
    }

    /// Each learner's page's file name, unique in the class: their safe name, numbered when two agree.
    public var pageNames: [String] {
        var used: [String: Int] = [:]
        return grades.map { grade in
            let base = grade.fileName
            used[base, default: 0] += 1
            let count = used[base, default: 1]
            return (count == 1 ? base : "\(base)-\(count)") + ".html"
        }
    }
}
