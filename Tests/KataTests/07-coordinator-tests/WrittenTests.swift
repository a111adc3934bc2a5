import KataGrading

/// The tests kata 7 grades: the learner's `Exercises/07-coordinator-tests/` under kata-runner,
/// the reference tests in `Sources/Solutions/07-coordinator-tests/` otherwise; both are built as
/// the module `CheckoutTests`.
enum WrittenTests: GradedSuite {
    static let id = "CheckoutTests"
}
