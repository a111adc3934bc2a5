import Foundation

/// `kata-runner verify`, for authors and CI: proves every kata's pieces fit together.
///
/// For each kata: the stub as it is now compiles, fails at least one check, and fails each
/// check with a message rather than a crash or a hang; the reference solution passes every
/// check; every mutant is caught by the check written for it; every baseline of another correct
/// design passes every check; the lesson's task list names the grader's checks, one for one,
/// in order; and the hints cover each check in tiers.
public struct Verifier {
    /// The workbook's package root.
    public let root: URL
    /// The katas to verify.
    public let katas: [Kata]
    /// The process environment.
    public let environment: [String: String]
    /// The one kata to verify, when an author asks for one; `nil` verifies every kata.
    public let only: Kata?
    /// Where output goes.
    public let console: Console
    /// How output looks.
    public let style: TerminalStyle

    /// The build folder for the reference solutions, mutants and baselines: `swift test`'s own,
    /// so a workbook that was tested is not built a second time.
    public static let solutionsScratchPath = ".build"

    /// Creates a verifier.
    public init(root: URL, katas: [Kata], environment: [String: String], console: Console, style: TerminalStyle, only: Kata? = nil) {
        self.root = root
        self.katas = katas
        self.environment = environment
        self.only = only
        self.console = console
        self.style = style
    }

    /// Runs every verification and returns the exit code: 0 when all hold.
    public func run() -> Int32 {
        var passed = 0
        var failed = 0
        func report(_ ok: Bool, _ text: String) {
            console.line("  \(ok ? style.passMark : style.failMark) \(text)")
            if ok { passed += 1 } else { failed += 1 }
        }
        do {
            let stubs = try gradeStubs()
            let solutionsBinary = try buildSolutions()
            for kata in verified {
                console.line(style.bold("Kata \(kata.number) · \(kata.title)"))
                verifyStub(stubs[kata.number], kata: kata, report: report)
                let solution = try session(solutionsBinary).fitted(to: kata).run(suiteID: kata.graderSuiteID)
                let solutionFailures = solution.filter { !$0.passed }.map(\.name)
                report(!solution.isEmpty && solutionFailures.isEmpty, solution.isEmpty
                    ? Self.missingSuite(kata.graderSuiteID, what: "the grader", in: "\(kata.graderPath)/\(kata.graderModule).swift")
                    : solutionFailures.isEmpty
                        ? (solution.count == 1 ? "the reference solution passes its one check" : "the reference solution passes all \(solution.count) checks")
                        : "the reference solution fails: \(solutionFailures.joined(separator: "; "))")
                let mutants = try session(solutionsBinary).fitted(to: kata).run(suiteID: kata.mutantSuiteID)
                verifyNamesDiffer(mutants, kind: "mutants", in: kata.mutantSuiteID, report: report)
                let escaped = mutants.filter { !$0.passed }.map(\.name)
                report(mutants.count > 1 && escaped.isEmpty, mutants.isEmpty
                    ? Self.missingSuite(kata.mutantSuiteID, what: "the mutants' suite", in: "\(kata.graderPath)/Mutants/")
                    : mutants.count == 1
                        ? "\(kata.mutantSuiteID) has one test: it needs the test that the reference passes every check, and one mutant at least"
                        : escaped.isEmpty
                            ? (mutants.count == 2 ? "1 mutant is caught by its check" : "\(mutants.count - 1) mutants are each caught by their check") + ", and the baseline passes"
                            : "mutant tests fail: \(escaped.joined(separator: "; "))")
                let baselines = try session(solutionsBinary).fitted(to: kata).run(suiteID: kata.baselineSuiteID)
                verifyNamesDiffer(baselines, kind: "designs", in: kata.baselineSuiteID, report: report)
                let rejected = baselines.filter { !$0.passed }.map(\.name)
                report(!baselines.isEmpty && rejected.isEmpty, baselines.isEmpty
                    ? Self.missingSuite(kata.baselineSuiteID, what: "the baselines' suite", in: "\(kata.graderPath)/Mutants/")
                    : rejected.isEmpty
                        ? (baselines.count == 1 ? "1 more correct design" : "\(baselines.count) more correct designs") + " of other shapes " + (baselines.count == 1 ? "passes" : "pass") + " every check"
                        : "correct designs are rejected: \(rejected.joined(separator: "; "))")
                verifyLesson(kata, checks: solution.map(\.name), report: report)
                verifyHints(kata, checks: solution.map(\.name), report: report)
            }
        } catch {
            console.line(style.red("verify could not run: \(error)"))
            return 1
        }
        console.line("verify: \(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// The katas this run verifies: every kata, or the one asked for.
    private var verified: [Kata] {
        only.map { [$0] } ?? katas
    }

    private func gradeStubs() throws -> [Int: KataResult] {
        let builder = WorkbookBuilder(root: root, katas: katas, environment: cleanEnvironment)
        let build = try builder.build { console.status($0) }
        var results: [Int: KataResult] = [:]
        for kata in verified {
            if let errors = build.brokenKatas[kata.number] {
                results[kata.number] = KataResult(kata: kata, outcome: .doesNotCompile(errors))
            } else if let binary = build.testBinary {
                console.status("Grading the stub of kata \(kata.number)…")
                results[kata.number] = KataResult(kata: kata, outcome: .graded(try session(binary).grade(kata)))
            }
        }
        console.clearStatus()
        return results
    }

    private func buildSolutions() throws -> String {
        console.status("Building the reference solutions and mutants…")
        let outcome = try Subprocess.run(
            Subprocess.env,
            arguments: ["swift", "build", "--build-tests", "--scratch-path", Self.solutionsScratchPath],
            environment: cleanEnvironment,
            directory: root
        )
        console.clearStatus()
        guard outcome.succeeded else {
            let errors = CompilerDiagnostic.errors(in: outcome.standardOutput + outcome.standardError, root: root.path)
            throw VerifyError(message: "the reference solutions do not build:\n" + errors.prefix(8).map { "  \($0)" }.joined(separator: "\n"))
        }
        return root.appendingPathComponent("\(Self.solutionsScratchPath)/debug/\(WorkbookBuilder.testBinaryName)").path
    }

    private func verifyStub(_ result: KataResult?, kata: Kata, report: (Bool, String) -> Void) {
        guard let result, case let .graded(checks) = result.outcome else {
            var firstError = ""
            if case let .doesNotCompile(errors)? = result?.outcome, let first = errors.first {
                firstError = ": \(first)"
            }
            report(false, "the stub in \(kata.exercisePath)/ does not compile with the grader\(firstError)")
            return
        }
        let failing = checks.filter { !$0.passed }
        let unclear = failing.filter { check in
            if case let .failed(messages) = check.status {
                return messages.contains { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            }
            return true
        }
        report(!failing.isEmpty && unclear.isEmpty, failing.isEmpty
            ? "the stub passes every check: the grader does not see that the work is missing"
            : unclear.isEmpty
                ? (checks.count == 1 ? "the stub fails its one check, with a message" : "the stub fails \(failing.count) of \(checks.count) checks, each with a message")
                : "the stub crashes, hangs or fails without a message in: \(unclear.map(\.name).joined(separator: "; "))")
    }

    private func verifyLesson(_ kata: Kata, checks: [String], report: (Bool, String) -> Void) {
        let lesson = (try? String(contentsOf: root.appendingPathComponent(kata.lessonPath), encoding: .utf8)) ?? ""
        let tasks = LessonTasks.names(in: lesson)
        guard tasks != checks else {
            report(true, tasks.count == 1 ? "the lesson's task matches the grader's check" : "the lesson's \(tasks.count) tasks match the grader's checks")
            return
        }
        let missing = checks.filter { !tasks.contains($0) }
        let extra = tasks.filter { !checks.contains($0) }
        var problems: [String] = []
        if !missing.isEmpty { problems.append("checks without a task: \(missing.joined(separator: "; "))") }
        if !extra.isEmpty { problems.append("tasks without a check: \(extra.joined(separator: "; "))") }
        if problems.isEmpty { problems.append("the tasks are in a different order from the checks") }
        report(false, "\(kata.lessonPath) does not match the grader: " + problems.joined(separator: "; "))
    }

    /// Reports, only when it happens, two mutants or designs of the same name: the runner tells
    /// test cases apart by name, so one would hide the other's result.
    private func verifyNamesDiffer(_ results: [CheckResult], kind: String, in suite: String, report: (Bool, String) -> Void) {
        var seen: Set<String> = []
        let repeated = results.map(\.name).filter { !seen.insert($0).inserted }
        if !repeated.isEmpty {
            report(false, "\(suite) has \(kind) of the same name, which hide each other's results: \(repeated.joined(separator: "; "))")
        }
    }

    /// What to say when a suite ran no test: most often its type is named otherwise.
    static func missingSuite(_ id: String, what: String, in place: String) -> String {
        let parts = id.split(separator: ".")
        return "\(what) did not run: no tests in \(id). It must be `struct \(parts.last ?? "")`, with `@Suite` and `@Test`s, in \(place) (the test target is \(parts.first ?? ""))"
    }

    private func verifyHints(_ kata: Kata, checks: [String], report: (Bool, String) -> Void) {
        guard let text = try? String(contentsOf: root.appendingPathComponent(kata.hintsPath), encoding: .utf8) else {
            report(false, "\(kata.hintsPath) is missing: it needs a section `## <check name>` per check, with two `- ` hints at least")
            return
        }
        let book = HintBook(markdown: text)
        let thin = checks.filter { book.tiers(for: $0).count < 2 }
        let lesson = (try? String(contentsOf: root.appendingPathComponent(kata.lessonPath), encoding: .utf8)) ?? ""
        let explainsSolution = LessonSection.text(of: KataRunner.solutionSectionTitle, in: lesson)?.contains("kata-runner solution \(kata.slug)") == true
        if book.checks != checks {
            let missing = checks.filter { !book.checks.contains($0) }
            report(false, "\(kata.hintsPath) does not match the grader: " + (missing.isEmpty
                ? "its sections should be the checks, in the grader's order"
                : "no section `## <name>` for: \(missing.joined(separator: "; "))"))
        } else if !thin.isEmpty {
            report(false, "\(kata.hintsPath) needs two hints at least (a nudge, then something more specific) for: \(thin.joined(separator: "; "))")
        } else if let (check, tag) = checks.lazy.compactMap({ check in book.unknownTags(for: check).first.map { (check, $0) } }).first {
            report(false, "\(kata.hintsPath): the hint tagged [\(tag)] under \(check) names no kind of difference; the kinds are \(DifferenceKind.allCases.map { "[\($0.rawValue)]" }.joined(separator: ", "))")
        } else if !explainsSolution {
            report(false, "\(kata.lessonPath) needs a section \"## \(KataRunner.solutionSectionTitle)\" that says `swift run kata-runner solution \(kata.slug)`")
        } else {
            report(true, "the hints cover every check in tiers, and the lesson explains the reference solution")
        }
    }

    private func session(_ binary: String) -> GradingSession {
        GradingSession(executable: URL(fileURLWithPath: binary), environment: cleanEnvironment, directory: root)
    }

    /// The environment without the switches the runner sets itself, with ``ManifestInputs``.
    private var cleanEnvironment: [String: String] {
        ManifestInputs.environment(environment.filter { $0.key != "KATA_SUBJECT" && $0.key != "KATA_EXCLUDE" }, root: root, katas: katas)
    }

    /// Why verify could not run at all.
    struct VerifyError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
