import Synchronization
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
    /// Runs every other check, for a mutant no other check may catch; `nil` when others may.
    let runOtherChecks: (@MainActor @Sendable () -> Void)?

    /// Creates a mutant; kata checks make them with `KataChecks.mutant(_:caughtBy:)`.
    init(mistake: String, checkName: String, explanation: String?, problem: String?, runCheck: @escaping @MainActor @Sendable () -> Void, runOtherChecks: (@MainActor @Sendable () -> Void)? = nil) {
        self.mistake = mistake
        self.checkName = checkName
        self.explanation = explanation
        self.problem = problem
        self.runCheck = runCheck
        self.runOtherChecks = runOtherChecks
    }

    /// The test case's name: the mistake and the check that catches it.
    public var testDescription: String {
        "\(mistake) fails \"\(checkName)\"" + (runOtherChecks == nil ? "" : " alone")
    }

    /// Runs the check and expects it to fail: a mutant that passes is a mistake the grader misses.
    ///
    /// With an ``explanation``, one of the failures the check records must say it: a check that
    /// catches the mistake but explains another one fails this test.
    @MainActor
    public func expectCaught() {
        if let problem {
            Issue.record("\(mistake): \(problem)")
            return
        }
        let explained = Mutex(false)
        let explanation = explanation
        let saying = explanation.map { ", saying \"\($0)\"" } ?? ""
        withKnownIssue("\(mistake): the check \"\(checkName)\" must fail on it\(saying)") {
            runCheck()
        } matching: { issue in
            if let explanation, issue.comments.contains(where: { $0.rawValue.contains(explanation) }) {
                explained.withLock { $0 = true }
            }
            return true
        }
        if let explanation, !explained.withLock({ $0 }) {
            Issue.record("\(mistake): the check \"\(checkName)\" caught it, but none of its failures says \"\(explanation)\": it explains another mistake than the one made.")
        }
        runOtherChecks?()
    }
}
