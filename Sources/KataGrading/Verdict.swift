import Kata
import Testing

/// A failed check, told the way a learner needs it: expected, actual, the app's state, the way on.
///
/// ```
/// After tapping "Next" on WelcomeViewController, the visible screen should be AccountCreationViewController.
/// It is WelcomeViewController.
///
///   UIWindow (key, visible)
///   └─ UINavigationController
///      └─ WelcomeViewController   ◀ visible
///
///   What happened, oldest first:
///     set window root to UINavigationController
///     push WelcomeViewController (Exercises/01-onboarding/OnboardingCoordinator.swift:12)
///     user taps "Next" on WelcomeViewController (the grader)
///
/// Hint: run `swift run kata-runner hint onboarding`.
/// ```
public struct Verdict: Sendable, CustomStringConvertible {
    /// What should have been true.
    public var expected: String
    /// What was true instead.
    public var actual: String
    /// Expected and actual side by side, when the check compares two lists (such as stacks).
    public var comparison: [String] = []
    /// The window's hierarchy when the check failed, if it is worth showing.
    public var hierarchy: HierarchySnapshot?
    /// The journal's last entries when the check failed.
    public var journal: String?
    /// The kata, for the hint line.
    public var kata: String

    /// Creates a verdict from what the stage shows now.
    @MainActor
    public init(expected: String, actual: String, stage: Stage) {
        self.init(expected: expected, actual: actual, hierarchyOf: stage.user, kata: stage.kata)
    }

    /// Creates a verdict with the picture of what a user sees, for checks that drive scenes.
    @MainActor
    public init(expected: String, actual: String, hierarchyOf user: User, kata: String) {
        self.expected = expected
        self.actual = actual
        self.hierarchy = user.hierarchy
        self.journal = user.journal.tail(12)
        self.kata = kata
    }

    /// Creates a verdict without a picture, for checks about objects rather than screens.
    public init(expected: String, actual: String, kata: String) {
        self.expected = expected
        self.actual = actual
        self.kata = kata
    }

    /// The whole message.
    public var description: String {
        var parts = [expected, actual]
        if !comparison.isEmpty {
            parts.append("")
            parts += comparison
        }
        if let hierarchy {
            parts.append("")
            parts += hierarchy.lines.map { "  " + $0 }
        }
        if let journal {
            parts.append("")
            parts.append("  What happened, oldest first:")
            parts += journal.split(separator: "\n").map { "    " + $0 }
        }
        parts.append("")
        parts.append("Hint: run `swift run kata-runner hint \(kata)`.")
        return parts.joined(separator: "\n")
    }

    /// Records the verdict as a Swift Testing issue at the check's location.
    public func record(sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }
}
