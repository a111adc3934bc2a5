import Checkout
import Foundation
import KataGrading
import KataRunnerCore
import Testing

/// Kata 7's checks, for a suite of tests of the checkout coordinator: check 1 runs it against the
/// coordinator as given, where every test must pass; each other check runs it against the
/// coordinator broken in one way, where one test at least that passed against the working
/// coordinator must fail.
@MainActor
struct CheckoutTestsChecks<Suite: GradedSuite> {
    /// The learner's folder, where a crash in their tests is located.
    nonisolated static var folder: String {
        "Exercises/07-coordinator-tests"
    }

    /// Every test passes against the coordinator as given.
    func passAgainstWorkingCoordinator() {
        Self.runEveryMistake()
        let run = Self.working
        if let problem = run.problem {
            Issue.record(Comment(rawValue: problem))
            return
        }
        Self.reportCatches(run)
        guard !run.results.isEmpty else {
            Issue.record("There are no tests in \(Self.folder)/ yet, so they catch nothing. Write one: a `@Test` function that makes a `CheckoutCoordinator` with your spy router, starts it, and expects what the spy recorded (the lesson's \"A first test\" shows the shape on another flow).")
            return
        }
        let wrong = run.results.filter { !$0.passed }
        guard !wrong.isEmpty else { return }
        let lines = wrong.map { "• \($0.name) " + Self.outcome($0.status, at: $0.location) }
        Issue.record(Comment(rawValue: (wrong.count == 1 ? "This test fails" : "These tests fail") + " against the working coordinator, so the test is wrong, not the coordinator:\n" + lines.joined(separator: "\n") + "\n" + (wrong.count == 1 ? "Until it passes here, it counts" : "Until they pass here, they count") + " for nothing in the other checks. Compare what a failing test expects with Sources/Given/07-coordinator-tests/CheckoutCoordinator.swift; a test that crashes or hangs stops where it says."))
    }

    /// One test at least that passes against the working coordinator fails against each coordinator broken by one of these mistakes.
    func catchBroken(_ mistakes: [BrokenCoordinator]) {
        guard let first = mistakes.first, Self.passingRun(
            noTests: "You have no tests yet, so nothing catches a coordinator that \(Self.symptom(of: first)).",
            nonePassing: "None of your tests passes against the working coordinator yet, and only those count against a coordinator that \(Self.symptom(of: first))."
        ) != nil else { return }
        Self.runEveryMistake()
        guard let mistake = mistakes.first(where: { Self.failing(against: $0).isEmpty }) else { return }
        var message = "All your tests passed against a coordinator that \(Self.symptom(of: mistake)). Write a test that fails on that mistake: which request to the router, which data or which report would be different? Then make sure it still passes against the working coordinator."
        if BrokenCoordinator.mistakes.allSatisfy({ Self.failing(against: $0).isEmpty }) {
            message += "\nYour tests have not failed against any of the broken coordinators: do they expect anything? A test with no #expect or #require passes whatever the coordinator does."
        }
        Issue.record(Comment(rawValue: message))
    }

    /// Every test that passes against the working coordinator passes alone too, in a process of
    /// its own, with no other test before it: a test that needs another to run first (through a
    /// static property, a global, a shared spy) passes or fails by the order tests happen to run in.
    func eachTestPassesAlone() {
        guard let working = Self.passingRun(
            noTests: "You have no tests yet, so there is nothing to run alone.",
            nonePassing: "None of your tests passes against the working coordinator yet, and only those are run alone."
        ) else { return }
        let functions = working.functions
        let passing = functions.filter { function in !working.functionsNotPassed.contains(function) }
        let alone = SuiteRun.eachAlone(Suite.self, functions: passing, among: functions, environment: Self.environment(breaking: nil), module: WrittenTests.id, folder: Self.folder)
        let failures = passing.flatMap { function in
            (alone[function]?.results ?? []).filter { !$0.passed && $0.status != .notRun }
        }
        guard !failures.isEmpty else { return }
        let lines = failures.map { "• \($0.name) " + Self.outcome($0.status, at: $0.location) }
        Issue.record(Comment(rawValue: (failures.count == 1 ? "This test passes" : "These tests pass") + " after the others, but " + (failures.count == 1 ? "fails" : "fail") + " when run alone:\n" + lines.joined(separator: "\n") + "\nA test must make everything it needs itself: look for what it takes from a test before it, such as a `static var`, a global or a spy shared between tests, and make it in the test (or in the suite's `init`, which Swift Testing runs for every test)."))
    }

    /// Every test that passes against the working coordinator passes against `reshaped` too, a
    /// correct coordinator that differs only where the lesson says tests should not look: a test
    /// of behaviour does not notice.
    func passAgainstReshaped(_ reshaped: BrokenCoordinator) {
        guard let working = Self.passingRun(
            noTests: "You have no tests yet to run against a correct coordinator of another shape.",
            nonePassing: "None of your tests passes against the working coordinator yet, and only those are run against a correct coordinator of another shape."
        ) else { return }
        Self.runEveryMistake()
        let run = SuiteRun.of(Suite.self, environment: Self.environment(breaking: reshaped), alsoSkipping: working.functionsNotPassed, module: WrittenTests.id, folder: Self.folder)
        guard !run.failed.isEmpty else { return }
        let lines = run.failed.map { "• \($0.name) " + Self.outcome($0.status, at: $0.location) }
        Issue.record(Comment(rawValue: (run.failed.count == 1 ? "This test fails" : "These tests fail") + " against a correct coordinator that \(Self.symptom(of: reshaped)):\n" + lines.joined(separator: "\n") + "\nWhat the user sees and what the parent hears are the same there, so " + (run.failed.count == 1 ? "the test looks" : "the tests look") + " at how the coordinator works, not at what it does: expect what the router was asked for and with what, and what the parent heard, not `animated:`."))
    }

    /// The run against the working coordinator, when one test at least passes there; else
    /// records why the check cannot start (`noTests`, or `nonePassing`), sending the learner to
    /// task 1, and returns `nil`.
    private static func passingRun(noTests: String, nonePassing: String) -> SuiteRun? {
        let working = Self.working
        guard working.problem == nil, !working.passed.isEmpty else {
            Issue.record(Comment(rawValue: (working.results.isEmpty ? noTests : nonePassing) + " Finish task 1 first."))
            return nil
        }
        return working
    }

    /// The names of the suite's tests that pass against the working coordinator and fail
    /// against the one broken by `mistake`.
    static func failing(against mistake: BrokenCoordinator) -> [String] {
        SuiteRun.of(Suite.self, environment: environment(breaking: mistake), alsoSkipping: working.functionsNotPassed, module: WrittenTests.id, folder: folder).failed.map(\.name)
    }

    /// The suite's run against the coordinator as given.
    private static var working: SuiteRun {
        SuiteRun.of(Suite.self, environment: environment(breaking: nil), module: WrittenTests.id, folder: folder)
    }

    /// Runs the suite against the working coordinator, then against every broken one at once, so
    /// the checks find their runs done.
    private static func runEveryMistake() {
        SuiteRun.prepare(Suite.self, working: environment(breaking: nil), broken: BrokenCoordinator.allCases.map(environment(breaking:)), module: WrittenTests.id, folder: folder)
    }

    /// What a test process is told to run the coordinator broken by `mistake`, or as given.
    private static func environment(breaking mistake: BrokenCoordinator?) -> [String: String] {
        [BrokenCoordinator.variable: mistake?.rawValue ?? BrokenCoordinator.none]
    }

    /// How a test ended, after its name, and where it failed when the run said.
    private static func outcome(_ status: CheckResult.Status, at location: String?) -> String {
        switch status {
        case .passed: "passes"
        case let .failed(messages): "fails" + (location.map { " at \($0)" } ?? "") + ": " + messages.joined(separator: "; ")
        case let .crashed(detail): "crashes: " + detail
        case let .hung(seconds, location): "made no progress for \(seconds) s and was stopped" + (location.map { ", in \($0)" } ?? "") + ": look for a loop or a wait that never ends"
        case .notRun: "did not run, since another test crashed the run"
        }
    }

    /// The number of the check that tries the coordinator broken by `mistake`, as the checks
    /// table numbers it.
    static func task(catching mistake: BrokenCoordinator) -> Int {
        (catchingChecks + reshapedChecks).first { $0.coordinators.contains(mistake) }?.number ?? 0
    }

    /// The checks that try broken coordinators, each failed by the learner's tests: the check's
    /// number, what the coordinator does, and the broken coordinators it tries.
    nonisolated static var catchingChecks: [(number: Int, does: String, coordinators: [BrokenCoordinator])] { [
        (2, "skips the address", [.skipsAddress]),
        (3, "asks for payment before the address", [.asksPaymentFirst]),
        (4, "pushes the payment screen instead of presenting it", [.pushesPayment]),
        (5, "pushes the receipt with the payment sheet still up", [.leavesSheetUp, .dismissesAfterPushing]),
        (6, "loses the address on the way to the receipt", [.losesAddress]),
        (7, "never reports a completed checkout", [.neverReports]),
        (8, "can report the end of checkout twice", [.reportsTwice]),
        (9, "ignores Back from the cart", [.ignoresBack]),
        (10, "keeps the payment step after its sheet is swiped away", [.keepsPaymentChild]),
    ] }

    /// The checks that try correct coordinators of another shape, each passed by the learner's
    /// tests.
    nonisolated static var reshapedChecks: [(number: Int, does: String, coordinators: [BrokenCoordinator])] { [
        (12, "animates nothing", [.animatesNothing]),
    ] }

    /// What the coordinator broken by `mistake` does wrong, as the user or its parent sees it.
    static func symptom(of mistake: BrokenCoordinator) -> String {
        switch mistake {
        case .skipsAddress: "opens the payment sheet as soon as the user taps Checkout, never asking for the address"
        case .asksPaymentFirst: "presents the payment sheet when the user taps Checkout, and asks for the address only after payment"
        case .pushesPayment: "pushes the payment screen onto the stack instead of presenting it as a sheet"
        case .leavesSheetUp: "pushes the receipt after payment without dismissing the payment sheet first"
        case .dismissesAfterPushing: "pushes the receipt after payment, and only then dismisses the payment sheet"
        case .losesAddress: "puts an empty address on the receipt, whatever address the user gave"
        case .neverReports: "never calls onFinish when the user taps Done on the receipt"
        case .reportsTwice: "calls onFinish again when Done is tapped a second time, or when the cart is popped after Done"
        case .ignoresBack: "reports nothing when the user goes Back from the cart"
        case .keepsPaymentChild: "keeps the payment coordinator in childCoordinators after the user swipes the sheet away"
        case .animatesNothing: "pushes, presents and dismisses without animation"
        }
    }
}

extension CheckoutTestsChecks: KataChecks {
    nonisolated static var checks: [Check<Self>] {
        [Check("1. Your tests pass against the working coordinator") { $0.passAgainstWorkingCoordinator() }]
            + catchingChecks.map { check in
                Check("\(check.number). They catch a coordinator that \(check.does)") { $0.catchBroken(check.coordinators) }
            }
            + [Check("11. Each test passes alone, whatever ran before it") { $0.eachTestPassesAlone() }]
            + reshapedChecks.map { check in
                Check("\(check.number). Your tests pass against a correct coordinator that \(check.does)") { $0.passAgainstReshaped(check.coordinators[0]) }
            }
    }
}
