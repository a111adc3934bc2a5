import Testing

/// A correct design of another shape than the reference solution's, which must pass every
/// check: one argument of a kata's parameterized baseline test.
///
/// ```swift
/// @Test("Each correct design passes every check", arguments: [
///     OnboardingChecks<ClosureBaseline.OnboardingCoordinator>.design("A design with closures"),
/// ])
/// func designPasses(_ design: Design) {
///     design.runAll()
/// }
/// ```
public struct Design: Sendable, CustomTestStringConvertible {
    /// What sets the design apart: "A design with closures".
    public let summary: String
    /// Runs every check on it.
    let runChecks: @MainActor @Sendable () -> Void

    /// Creates a design; kata checks make them with `KataChecks.design(_:)`.
    init(summary: String, runChecks: @escaping @MainActor @Sendable () -> Void) {
        self.summary = summary
        self.runChecks = runChecks
    }

    /// The test case's name.
    public var testDescription: String {
        summary
    }

    /// Runs every check; each failure is recorded as the check records it.
    @MainActor
    public func runAll() {
        runChecks()
    }
}
