import Testing

/// A kata's checks, declared once: a table of the names learners read, in the lesson's order,
/// each bound to the method that checks it.
///
/// The table is the one place a check's name meets its code. The grader's `@Test` functions
/// repeat the names (Swift Testing needs each name written out, and one test function per
/// check lets the runner go on when the learner's code crashes in one), and each runs its check
/// with ``runCurrentTest()``, so a test whose name is not in the table fails at once; the
/// mutants and the baselines are made from the table.
///
/// ```swift
/// extension OnboardingChecks: KataChecks {
///     nonisolated static var checks: [Check<Self>] { [
///         Check("1. start() shows Welcome as the only screen") { $0.startShowsWelcome() },
///         Check("2. Next on Welcome shows account creation above Welcome") { $0.nextShowsAccountCreation() },
///     ] }
/// }
/// ```
@MainActor
public protocol KataChecks {
    /// Checks for one implementation, the type's generic argument.
    init()

    /// Every check, in the lesson's order: check 1 first.
    nonisolated static var checks: [Check<Self>] { get }
}

extension KataChecks {
    /// Runs every check, for a design that must pass them all.
    public func runAll() {
        for check in Self.checks {
            check.run(self)
        }
    }

    /// Runs check `number` (from 1), or records why there is none.
    public func run(_ number: Int) {
        guard Self.checks.indices.contains(number - 1) else {
            Issue.record("\(Self.self) has \(Self.checks.count == 1 ? "1 check" : "\(Self.checks.count) checks"); there is no check \(number).")
            return
        }
        Self.checks[number - 1].run(self)
    }

    /// Runs the check the running `@Test` is named after, or records that the table has no such check.
    public static func runCurrentTest() {
        SignalStack.prepareCurrentThread()
        let name = Test.current?.displayName ?? Test.current?.name ?? ""
        guard let check = checks.first(where: { $0.name == name }) else {
            Issue.record("The test \"\(name)\" names no check of \(Self.self): its name must be one of the table's, word for word.")
            return
        }
        OutputCapture.capturing(check: name) {
            check.run(Self())
        }
    }

    /// A mutant: these checks run on a mistaken implementation, which check `number` must catch.
    ///
    /// - Parameters:
    ///   - mistake: The mistake the implementation makes, as a sentence a teacher would say.
    ///   - explanation: Words the failure must contain, for a check that tells this mistake apart
    ///     from others it catches: the message must answer the mistake made, not another one.
    public nonisolated static func mutant(_ mistake: String, caughtBy number: Int, saying explanation: String? = nil) -> Mutant {
        guard checks.indices.contains(number - 1) else {
            return Mutant(mistake: mistake, checkName: "check \(number)", explanation: explanation, problem: "\(Self.self) has \(checks.count == 1 ? "1 check" : "\(checks.count) checks"); there is no check \(number) to catch it.") {}
        }
        return Mutant(mistake: mistake, checkName: checks[number - 1].name, explanation: explanation, problem: nil) {
            Self().run(number)
        }
    }

    /// A mutant that check `number` alone must catch: every other check passes on it.
    ///
    /// For a mistake whose absence other checks rely on, such as a test suite that lacks one
    /// test: it proves the checks tell that one thing apart from the rest.
    public nonisolated static func mutant(_ mistake: String, caughtOnlyBy number: Int, saying explanation: String? = nil) -> Mutant {
        let caught = mutant(mistake, caughtBy: number, saying: explanation)
        return Mutant(mistake: caught.mistake, checkName: caught.checkName, explanation: explanation, problem: caught.problem, runCheck: caught.runCheck) {
            let checks = Self()
            for (index, check) in Self.checks.enumerated() where index != number - 1 {
                check.run(checks)
            }
        }
    }

    /// A correct design of another shape: these checks run on it, and it must pass them all.
    ///
    /// - Parameter design: What sets the design apart, as in "A design with closures".
    public nonisolated static func design(_ design: String) -> Design {
        Design(summary: design) {
            Self().runAll()
        }
    }
}
