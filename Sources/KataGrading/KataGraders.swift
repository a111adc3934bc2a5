import Foundation
import Testing

/// Whether the katas' graders run in this test process.
///
/// kata-runner and `verify` ask for them (``environmentVariable`` set to `1`); a plain
/// `swift test`, or an editor's Test button, runs the model's and the runner's own tests and
/// skips the graders. Built for `swift test`, a grader grades the reference solution, so running
/// it there would show a kata passing whatever the learner's exercise holds, and the mutants'
/// suites would describe every mistake to someone who has not solved the kata yet.
///
/// ```swift
/// @Suite("Kata 1 · Onboarding coordinator", KataGraders.onlyWhenRequested)
/// ```
public enum KataGraders {
    /// The environment variable that asks for the graders.
    public static let environmentVariable = "KATA_GRADE"

    /// Whether this process was asked to run the graders.
    public static var areRequested: Bool {
        ProcessInfo.processInfo.environment[environmentVariable] == "1"
    }

    /// The trait every grader, mutants' and baselines' suite carries.
    public static var onlyWhenRequested: ConditionTrait {
        .enabled(
            if: areRequested,
            "A kata's grader runs under kata-runner, on your exercise: swift run kata-runner check <kata>. Authors: swift run kata-runner verify, or KATA_GRADE=1 swift test."
        )
    }
}
