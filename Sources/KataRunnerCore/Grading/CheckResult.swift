/// The result of one check of a grader.
public struct CheckResult: Sendable, Equatable {
    /// How the check ended.
    public enum Status: Sendable, Equatable {
        /// Every expectation held.
        case passed
        /// At least one expectation failed; the messages say which.
        case failed([String])
        /// The learner's code crashed the check (a trap, `fatalError`); the detail says how and where.
        case crashed(String)
        /// The check made no progress for this long and was stopped; `location` is where the
        /// learner's code was running then, when the backtrace shows it.
        case hung(seconds: Int, location: String?)
        /// The check could not run, because another one crashed the run or the kata did not build.
        case notRun
    }

    /// The check's name, as the lesson's task list has it.
    public var name: String
    /// How it ended.
    public var status: Status
    /// Swift Testing's ID for the test, when the run knew it: what tells apart two tests of one name.
    public var id: String
    /// Where its first failure was recorded, as `Module/File.swift:line`, when the run said.
    public var location: String?
    /// What the learner's code printed during the check; `nil` when it printed nothing.
    public var output: CheckOutput?
    /// What the grader tells the learner besides the verdict (``CheckReport``); `nil` when it says nothing.
    public var report: String?

    /// Creates a result.
    public init(name: String, status: Status, id: String = "", location: String? = nil, output: CheckOutput? = nil, report: String? = nil) {
        self.name = name
        self.status = status
        self.id = id
        self.location = location
        self.output = output
        self.report = report
    }

    /// Whether the check passed.
    public var passed: Bool {
        status == .passed
    }

    /// The task this check's failure follows from, when its message asks to finish another task first.
    ///
    /// Graders say "Finish task 2 first." when a check cannot reach the state it grades because an
    /// earlier step does not work yet; the root cause is then that task, not this check.
    public var prerequisite: Int? {
        for message in messages {
            guard let start = message.range(of: "Finish task ")?.upperBound else { continue }
            let digits = message[start...].prefix { $0.isNumber }
            if let task = Int(digits), message[start...].dropFirst(digits.count).hasPrefix(" first") {
                return task
            }
        }
        return nil
    }

    /// The messages to show under the check; empty when it passed.
    public var messages: [String] {
        switch status {
        case .passed, .notRun: []
        case let .failed(messages): messages
        case let .crashed(detail): [Self.crashOpening(for: detail) + "\(detail)\n" + Self.crashAdvice(for: detail) + " The other checks were graded without it."]
        case let .hung(seconds, location?): ["This check made no progress for \(Self.duration(seconds)) and was stopped. Your code was running \(location) then: look there for a loop that never ends, or a wait that never returns.\nThe other checks were graded without it."]
        case let .hung(seconds, nil): ["This check made no progress for \(Self.duration(seconds)) and was stopped: look for a loop that never ends, or a wait that never returns.\nThe other checks were graded without it."]
        }
    }

    /// How a crash's message opens: stopped (memory), ended (exit or abort), or crashed.
    private static func crashOpening(for detail: String) -> String {
        if detail.hasPrefix("memory ran away") {
            return "Your code was stopped during this check: "
        }
        if detail.hasPrefix("exit()") || detail.hasPrefix("abort()") {
            return "Your code ended the process during this check: "
        }
        return "Your code crashed during this check: "
    }

    /// What to look for after a crash: the recursion's way back into itself, the line named, or
    /// the usual causes when no line of the learner's is known.
    private static func crashAdvice(for detail: String) -> String {
        if detail.hasPrefix("memory ran away") {
            return "Look for a loop that keeps adding to an array, a string or a stack, such as a push or an append inside a loop whose condition never turns false."
        }
        if detail.hasPrefix("exit()") || detail.hasPrefix("abort()") {
            return "An app never ends its own process to leave a screen or a flow (iOS treats that as a crash): return from the function, or tell the coordinator the flow is done."
        }
        if detail.hasPrefix("runaway recursion") {
            return "Find the call that leads back in: a method that calls itself, or two that call each other (start() calling a method that calls start() again), and end the chain."
        }
        if detail.contains("Exercises/") {
            return "Look at the line it names: a fatalError, a force unwrap (!) of nil, an index out of range or an unowned reference to a released object are the usual causes."
        }
        return "kata-runner could not tell which of your lines it was: a fatalError, a force unwrap (!) of nil, an index out of range or an unowned reference to a released object are the usual causes."
    }

    /// A whole number of seconds in words: "a second", "4 seconds".
    private static func duration(_ seconds: Int) -> String {
        seconds == 1 ? "a second" : "\(seconds) seconds"
    }
}
