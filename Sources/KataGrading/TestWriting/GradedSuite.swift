/// A suite of tests a test-writing kata grades: the learner's, the reference's, or one the
/// grader's own tests use, named by its Swift Testing ID.
///
/// ```swift
/// enum LearnerTests: GradedSuite {
///     static let id = "CheckoutTests"
/// }
/// ```
public protocol GradedSuite {
    /// The Swift Testing ID of a module (`CheckoutTests`) or of a type in one
    /// (`CheckoutTestsMutants.EmptySuite`): every test inside it belongs to the suite.
    static var id: String { get }

    /// IDs of test functions inside it that are left out, for a suite that is another one less
    /// some tests: `CheckoutTests.CheckoutCoordinatorTests/doneReportsTheReceipt()`.
    static var skipped: [String] { get }
}

extension GradedSuite {
    /// No test is left out.
    public static var skipped: [String] {
        []
    }
}
