import Foundation

/// Runs one kata's grader from the built test binary and collects a result for every check,
/// even when the learner's code crashes or hangs.
///
/// Checks run one at a time. When the run dies (a trap) or stops making progress (a hang), the
/// check that was running is marked crashed or hung, and the run starts again without it, until
/// every check has a result.
public struct GradingSession: Sendable {
    /// The test binary.
    public var executable: URL
    /// Arguments put before the runner's own (empty for the real binary).
    public var leadingArguments: [String]
    /// The environment for the test process.
    public var environment: [String: String]
    /// The folder to run in.
    public var directory: URL
    /// How long a check may run without the run making progress, in seconds.
    public var stallTimeout: TimeInterval
    /// Where Swift Testing writes its JUnit XML, if anywhere (the last run's, after a crash).
    public var xunitOutput: String?

    /// Creates a session.
    public init(
        executable: URL,
        leadingArguments: [String] = [],
        environment: [String: String],
        directory: URL,
        stallTimeout: TimeInterval = 10
    ) {
        self.executable = executable
        self.leadingArguments = leadingArguments
        self.environment = environment
        self.directory = directory
        self.stallTimeout = stallTimeout
    }

    /// Grades a kata's exercise: one result per check, in the grader's order.
    ///
    /// A crash's location is given as the learner finds the file: `Onboarding/File.swift:23`
    /// (the module the exercise is built as) becomes `Exercises/01-onboarding/File.swift:23`.
    public func grade(_ kata: Kata) throws -> [CheckResult] {
        try run(suiteID: kata.graderSuiteID).map { check in
            guard case let .crashed(detail) = check.status else { return check }
            let located = detail.replacingOccurrences(of: kata.module + "/", with: kata.exercisePath + "/")
            return CheckResult(name: check.name, status: .crashed(located))
        }
    }

    /// Runs every test of a suite, by its Swift Testing ID: one result per test, in source order.
    public func run(suiteID: String) throws -> [CheckResult] {
        var declarations: [EventStream.Declaration] = []
        var statuses: [String: CheckResult.Status] = [:]
        var skipped: [String] = []
        for _ in 0..<50 {
            let streamURL = FileManager.default.temporaryDirectory.appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
            defer { try? FileManager.default.removeItem(at: streamURL) }
            let outcome = try Subprocess.run(
                executable,
                arguments: leadingArguments + arguments(suiteID: suiteID, streamPath: streamURL.path, skipping: skipped),
                environment: environment,
                directory: directory,
                timeout: stallTimeout,
                progressFile: streamURL
            )
            let stream = EventStream(contentsOf: streamURL)
            for declaration in stream.declarations where !declarations.contains(where: { $0.id == declaration.id }) {
                declarations.append(declaration)
            }
            for id in stream.ended {
                let issues = stream.issues[id] ?? []
                statuses[id] = issues.isEmpty ? .passed : .failed(issues)
            }
            if stream.runEnded, !outcome.crashed, !outcome.timedOut {
                break
            }
            let interrupted = stream.unfinished
            guard !interrupted.isEmpty else { break }
            for id in interrupted {
                statuses[id] = outcome.timedOut
                    ? .hung(seconds: Int(stallTimeout))
                    : .crashed(Self.crashDetail(outcome))
            }
            skipped += interrupted
            if declarations.allSatisfy({ statuses[$0.id] != nil }) {
                break
            }
        }
        return declarations
            .sorted { $0.line < $1.line }
            .map { CheckResult(name: $0.name, status: statuses[$0.id] ?? .notRun) }
    }

    /// The test binary's arguments for one run.
    public func arguments(suiteID: String, streamPath: String, skipping skipped: [String]) -> [String] {
        var result = [
            "--testing-library", "swift-testing",
            "--no-parallel",
            "--filter", "^" + NSRegularExpression.escapedPattern(for: suiteID) + "(/|$)",
            "--event-stream-output-path", streamPath,
            "--event-stream-version", "0",
        ]
        for id in skipped {
            result += ["--skip", "^" + NSRegularExpression.escapedPattern(for: id) + "$"]
        }
        if let xunitOutput {
            result += ["--xunit-output", xunitOutput]
        }
        return result
    }

    /// The line that explains a crash, from the process's error output.
    static func crashDetail(_ outcome: Subprocess.Outcome) -> String {
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        let markers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Index out of range"]
        if let line = lines.first(where: { line in markers.contains { line.contains($0) } }) {
            return line.trimmingCharacters(in: .whitespaces)
        }
        return "the test process stopped with signal \(outcome.status)."
    }
}
