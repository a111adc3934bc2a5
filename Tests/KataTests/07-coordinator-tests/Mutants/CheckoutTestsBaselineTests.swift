import KataGrading
import Testing

/// `Sources/Mutants/07-coordinator-tests/Baselines/StringLogTests.swift`.
enum StringLogSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.StringLogTests"
}

/// `Sources/Mutants/07-coordinator-tests/Baselines/NavigatingFakeTests.swift`.
enum NavigatingFakeSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.NavigatingFakeTests"
}

/// `Sources/Mutants/07-coordinator-tests/Baselines/WrittenBlind/`.
enum WrittenBlindSuite: GradedSuite {
    static let id = "CheckoutTestsMutants.WrittenBlindTests"
}

/// Proves the grader accepts correct suites of other shapes than the reference's.
@MainActor
@Suite("Kata 7 · Testing a coordinator: correct suites of other designs pass", KataGraders.onlyWhenRequested)
struct CheckoutTestsBaselineTests {
    @Test("Each correct suite passes every check", arguments: [
        CheckoutTestsChecks<StringLogSuite>.design("A spy that records lines of text, and tests that compare whole lists of them"),
        CheckoutTestsChecks<NavigatingFakeSuite>.design("No spy: a fake router that really navigates a navigation controller, and tests that look at its stack and sheet"),
        CheckoutTestsChecks<WrittenBlindSuite>.design("Written without seeing the grader: requests recorded with their data, three suites, parameterized tests"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
