/// Where a learner stands on one kata.
public struct KataResult: Sendable, Equatable {
    /// The kata.
    public var kata: Kata
    /// The outcome.
    public var outcome: Outcome
    /// The compiler's warnings in the learner's files of this kata, from the build that graded it.
    public var warnings: [CompilerDiagnostic] = []

    /// What grading a kata produced.
    public enum Outcome: Sendable, Equatable {
        /// The exercise does not compile; the errors are the learner's to fix.
        case doesNotCompile([CompilerDiagnostic])
        /// The checks ran.
        case graded([CheckResult])
    }

    /// Creates a result.
    public init(kata: Kata, outcome: Outcome, warnings: [CompilerDiagnostic] = []) {
        self.kata = kata
        self.outcome = outcome
        self.warnings = warnings
    }

    /// The overall state, as the progress table shows it.
    public enum Progress: Sendable, Equatable {
        /// Every check passes.
        case done
        /// Some checks pass.
        case inProgress
        /// No check passes yet.
        case notStarted
        /// The exercise does not compile.
        case broken
    }

    /// The overall state.
    public var progress: Progress {
        switch outcome {
        case .doesNotCompile:
            return .broken
        case let .graded(checks):
            let passed = checks.filter(\.passed).count
            if !checks.isEmpty, passed == checks.count {
                return .done
            }
            return passed == 0 ? .notStarted : .inProgress
        }
    }

    /// The checks, or none when the kata did not compile.
    public var checks: [CheckResult] {
        if case let .graded(checks) = outcome {
            return checks
        }
        return []
    }

    /// The first check that did not pass, with its number from 1.
    public var firstFailure: (number: Int, check: CheckResult)? {
        guard let index = checks.firstIndex(where: { !$0.passed }) else { return nil }
        return (index + 1, checks[index])
    }

    /// The failing check to work on first: the first failure, or, when it only fails because
    /// another task does not pass yet, that task (followed as far as it goes).
    public var rootFailure: (number: Int, check: CheckResult)? {
        guard var current = firstFailure else { return nil }
        var visited: Set<Int> = [current.number]
        while let task = failingPrerequisite(of: current.check), visited.insert(task).inserted {
            current = (task, checks[task - 1])
        }
        return current
    }

    /// The task a failing check follows from, when that task fails too.
    public func failingPrerequisite(of check: CheckResult) -> Int? {
        guard let task = check.prerequisite, checks.indices.contains(task - 1), !checks[task - 1].passed else { return nil }
        return task
    }
}
