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
    /// Why the mutant cannot be tried, such as a check number the table does not have.
    let problem: String?
    /// Runs that check on the mutant.
    let runCheck: @MainActor @Sendable () -> Void

    /// Creates a mutant; kata checks make them with `KataChecks.mutant(_:caughtBy:)`.
    init(mistake: String, checkName: String, problem: String?, runCheck: @escaping @MainActor @Sendable () -> Void) {
        self.mistake = mistake
        self.checkName = checkName
        self.problem = problem
        self.runCheck = runCheck
    }

    /// The test case's name: the mistake and the check that catches it.
    public var testDescription: String {
        "\(mistake) fails \"\(checkName)\""
    }

    /// Runs the check and expects it to fail: a mutant that passes is a mistake the grader misses.
    @MainActor
    public func expectCaught() {
        if let problem {
            Issue.record("\(mistake): \(problem)")
            return
        }
        withKnownIssue("\(mistake): the check \"\(checkName)\" must fail on it") {
            runCheck()
        }
    }
}
