import Foundation

/// One learner's grade: each kata's result, how long it took, and why nothing could be graded
/// when nothing could.
public struct LearnerGrade: Sendable, Equatable {
    /// The learner.
    public let name: String
    /// Each handed-in kata's result, in the workbook's order; empty when ``problem`` says why.
    public let results: [KataResult]
    /// The katas they handed in no folder for.
    public let notHandedIn: [Kata]
    /// The seconds their workbook took to build and grade.
    public let seconds: Double
    /// Why their workbook could not be graded at all, in kata-runner's words; `nil` when it was.
    public let problem: String?

    /// Creates a grade.
    public init(name: String, results: [KataResult], notHandedIn: [Kata] = [], seconds: Double, problem: String? = nil) {
        self.name = name
        self.results = results
        self.notHandedIn = notHandedIn
        self.seconds = seconds
        self.problem = problem
    }

    /// How many katas pass.
    public var katasPassed: Int {
        results.count { $0.progress == .done }
    }

    /// The result of `kata`, when it was handed in and graded.
    public func result(of kata: Kata) -> KataResult? {
        results.first { $0.kata.number == kata.number }
    }

    /// The name made safe for a file: letters, digits, `-`, `_` and `.`, the rest `-`.
    public var fileName: String {
        let safe = name.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "-_.".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
        }
        return String(safe)
    }
}
