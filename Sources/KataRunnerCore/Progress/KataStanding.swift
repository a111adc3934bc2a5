/// Where one kata stands as `list` shows it, from what the last grade left in `.kata/state.json`.
public enum KataStanding: Sendable, Equatable {
    /// Every check passed at the last grade.
    case passed
    /// Some checks passed at the last grade, or none of an exercise the learner has edited.
    case checks(passed: Int, total: Int)
    /// The exercise did not compile at the last grade.
    case doesNotCompile
    /// The learner edited the exercise, and it was not graded since.
    case notGradedYet
    /// Neither edited nor passed.
    case notStarted

    /// The standing in words: "passed", "3 of 7 checks", "not started".
    public var words: String {
        switch self {
        case .passed: "passed"
        case let .checks(passed, total): "\(passed) of \(Plural.count(total, "check"))"
        case .doesNotCompile: "does not compile"
        case .notGradedYet: "started, not graded yet"
        case .notStarted: "not started"
        }
    }
}
