/// One check of a kata's grader: the name learners read and the code that checks it.
public struct Check<Checks> {
    /// The name as the lesson's task list and the hints file give it: "1. start() shows Welcome…".
    public let name: String

    /// Runs the check on a value of the kata's checks.
    public let run: @MainActor (Checks) -> Void

    /// Creates a check from its name and what it runs, as in `Check("1. …") { $0.startShowsWelcome() }`.
    public init(_ name: String, run: @escaping @MainActor (Checks) -> Void) {
        self.name = name
        self.run = run
    }
}
