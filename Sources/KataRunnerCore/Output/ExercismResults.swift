import Foundation

/// A kata's results in the shape of Exercism's test-runner interface, version 3, so tools
/// that read Exercism results can read ours.
///
/// ```json
/// { "version": 3, "status": "fail",
///   "tests": [ { "name": "1. start() shows Welcome as the only screen", "status": "fail",
///                "message": "After start(), …", "test_code": "checks.startShowsWelcome()", "task_id": 1 } ] }
/// ```
public struct ExercismResults: Codable, Sendable, Equatable {
    /// The interface version: 3.
    public var version = 3
    /// `pass` when every check passes, `fail` when one fails, `error` when the code does not compile.
    public var status: String
    /// For `error`: what went wrong.
    public var message: String?
    /// One entry per check, in order.
    public var tests: [Test]

    /// One check's result.
    public struct Test: Codable, Sendable, Equatable {
        /// The check's name.
        public var name: String
        /// `pass`, `fail`, or `error` (the learner's code crashed or hung).
        public var status: String
        /// Why it did not pass.
        public var message: String?
        /// The grader's code for the check.
        public var testCode: String
        /// The lesson's task the check grades.
        public var taskID: Int
        /// What the learner's code printed during the check, at most ``outputLimit`` characters and the truncation note.
        public var output: String?

        enum CodingKeys: String, CodingKey {
            case name, status, message, output
            case testCode = "test_code"
            case taskID = "task_id"
        }
    }

    /// The most characters of a check's output the format takes.
    public static let outputLimit = 500
    /// What follows output cut at the limit, as the format asks.
    public static let truncationNote = "Output was truncated. Please limit to 500 chars."

    /// A check's output as the format takes it: whole up to the limit, else cut there and followed by the note.
    public static func output(_ output: CheckOutput?) -> String? {
        guard let output, !output.text.isEmpty else { return nil }
        guard output.text.count > outputLimit || output.byteCount > output.text.utf8.count else { return output.text }
        return String(output.text.prefix(outputLimit)) + "\n" + truncationNote
    }

    /// Converts a kata's result; `testCode` gives the grader's code for a check.
    public init(_ result: KataResult, testCode: (CheckResult) -> String) {
        switch result.outcome {
        case let .doesNotCompile(errors):
            status = "error"
            message = errors.map(\.description).joined(separator: "\n")
            tests = []
        case let .graded(checks):
            status = checks.allSatisfy(\.passed) && !checks.isEmpty ? "pass" : "fail"
            message = nil
            tests = checks.enumerated().map { index, check in
                let status: String
                switch check.status {
                case .passed: status = "pass"
                case .failed: status = "fail"
                case .crashed, .hung, .notRun: status = "error"
                }
                return Test(
                    name: check.name,
                    status: status,
                    message: check.passed ? nil : (check.messages.isEmpty ? "Not run." : check.messages.joined(separator: "\n\n")),
                    testCode: testCode(check),
                    taskID: index + 1,
                    output: Self.output(check.output)
                )
            }
        }
    }

    /// The JSON text, pretty-printed with sorted keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The grader's code for `check`, as the learner can read it: the closure its checks table
    /// gives the check (`Check("1. …") { $0.startShowsWelcome() }`) in any of `sources`, with the
    /// checks the table runs named `checks`; "" when no table names the check.
    public static func testCode(named check: String, inChecks sources: [String]) -> String {
        for source in sources {
            guard let name = source.range(of: "Check(\"\(check)\")"),
                  let open = source[name.upperBound...].firstIndex(where: { !$0.isWhitespace }),
                  source[open] == "{" else { continue }
            var depth = 0
            var index = open
            while index < source.endIndex {
                if source[index] == "{" {
                    depth += 1
                } else if source[index] == "}" {
                    depth -= 1
                    if depth == 0 {
                        let body = source[source.index(after: open)..<index]
                        return body.split(separator: "\n", omittingEmptySubsequences: true)
                            .map { $0.trimmingCharacters(in: .whitespaces) }
                            .filter { !$0.isEmpty }
                            .joined(separator: "\n")
                            .replacingOccurrences(of: "$0", with: "checks")
                    }
                }
                index = source.index(after: index)
            }
        }
        return ""
    }
}
