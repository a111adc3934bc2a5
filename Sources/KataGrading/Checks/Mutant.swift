import Testing

/// A deliberately wrong implementation and the check that must catch it: one argument of a
/// kata's parameterized mutant test.
///
/// ```swift
/// @Test("Each mutant fails the check written for its mistake", arguments: [
///     OnboardingChecks<SkipsAccountCreation>.mutant("Skipping account creation", caughtBy: 2),
/// ])
/// func mutantIsCaught(_ mutant: Mutant) {
///     mutant.expectCaught()
/// }
/// ```
public struct Mutant: Sendable, CustomTestStringConvertible {
    /// The mistake, as a sentence a teacher would say: "Skipping account creation".
    public let mistake: String
    /// The name of the check that must catch it.
    public let checkName: String
    /// Words the check's failure must contain, when the check explains this mistake its own way.
    public let explanation: String?
    /// Why the mutant cannot be tried, such as a check number the table does not have.
    let problem: String?
    /// Runs that check on the mutant.
    let runCheck: @MainActor @Sendable () -> Void

    /// Creates a mutant; kata checks make them with `KataChecks.mutant(_:caughtBy:)`.
    init(mistake: String, checkName: String, explanation: String?, problem: String?, runCheck: @escaping @MainActor @Sendable () -> Void) {
        self.mistake = mistake
        self.checkName = checkName
        self.explanation = explanation
        self.problem = problem
        self.runCheck = runCheck
    }

    /// The test case's name: the mistake and the check that catches it.
    public var testDescription: String {
        "\(mistake) fails \"\(checkName)\""
    }

    /// Runs the check and expects it to fail: a mutant that passes is a mistake the grader misses.
    ///
    /// With an ``explanation``, a failure that does not say it is recorded as a failure of this
    /// test: the check caught the mistake but explained another one.
    @MainActor
    public func expectCaught() {
        if let problem {
            Issue.record("\(mistake): \(problem)")
            return
        }
        let explanation = explanation
        let saying = explanation.map { ", saying \"\($0)\"" } ?? ""
        withKnownIssue("\(mistake): the check \"\(checkName)\" must fail on it\(saying)") {
            runCheck()
        } matching: { issue in
            guard let explanation else { return true }
            return issue.comments.contains { $0.rawValue.contains(explanation) }
        }
    }
}
