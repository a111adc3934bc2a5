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
    /// The same, once a check has hung: the others most likely hang at the same place, and a
    /// learner whose `start()` loops should not wait the full timeout for every check.
    public var stallTimeoutAfterHang: TimeInterval
    /// The most memory a check may hold before it is stopped, in bytes.
    public var memoryLimit: Int = ResidentMemory.checkLimit
    /// Where a check's memory is read from: `/proc` on Linux, `ps` elsewhere (macOS).
    public var memorySource: ResidentMemory.Source = .native
    /// Where Swift Testing writes its JUnit XML, if anywhere (the last run's, after a crash).
    public var xunitOutput: String?

    /// The variable that asks the test binary to run the katas' graders, which a plain
    /// `swift test` skips (`KataGraders` in KataGrading reads it).
    public static let gradersVariable = "KATA_GRADE"

    /// The variable that names the file a long check writes a beat to after each step it makes
    /// (`GradingHeartbeat` in KataGrading), so a check that explores for seconds is not taken for
    /// a hang: only a check that stops making steps is.
    public static let heartbeatVariable = "KATA_HEARTBEAT"

    /// How long a check of a test-writing kata may run without a word, in seconds: each of its
    /// runs of the learner's tests stops a hung test after 2 seconds and goes on without it.
    public static let testWritingStallTimeout: TimeInterval = 30

    /// Creates a session.
    public init(
        executable: URL,
        leadingArguments: [String] = [],
        environment: [String: String],
        directory: URL,
        stallTimeout: TimeInterval = 4,
        stallTimeoutAfterHang: TimeInterval = 1
    ) {
        self.executable = executable
        self.leadingArguments = leadingArguments
        var environment = environment
        environment[Self.gradersVariable] = "1"
        if environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = Backtrace.environmentValue
        }
        self.environment = environment
        self.directory = directory
        self.stallTimeout = stallTimeout
        self.stallTimeoutAfterHang = min(stallTimeoutAfterHang, stallTimeout)
    }

    /// Grades a kata's exercise: one result per check, in the grader's order.
    ///
    /// A crash or a hang is located in the learner's own code, by the innermost frame of the
    /// backtrace in their `Exercises/` folder; a location the runtime prints as
    /// `Onboarding/File.swift:23` (the module the exercise is built as) is given as the learner
    /// finds the file, `Exercises/01-onboarding/File.swift:23`.
    ///
    /// The session is ``fitted(to:)`` the kata first.
    public func grade(_ kata: Kata) throws -> [CheckResult] {
        try fitted(to: kata).run(suiteID: kata.graderSuiteID, module: kata.module, exerciseFolder: directory.appendingPathComponent(kata.exercisePath)).map { check in
            guard case let .crashed(detail) = check.status else { return check }
            let located = detail.replacingOccurrences(of: kata.module + "/", with: kata.exercisePath + "/")
            return CheckResult(name: check.name, status: .crashed(located), id: check.id, location: check.location, output: check.output)
        }
    }

    /// This session as a kata's suites need it: a test-writing kata's checks (one with
    /// ``Kata/given`` code) run the tests they grade in processes of their own, which stop a hung
    /// test themselves, so each check may take ``testWritingStallTimeout`` before it counts as hung.
    public func fitted(to kata: Kata) -> GradingSession {
        var session = self
        if kata.given != nil {
            session.stallTimeout = max(stallTimeout, Self.testWritingStallTimeout)
            session.stallTimeoutAfterHang = session.stallTimeout
        }
        return session
    }

    /// Runs every test of a suite, by its Swift Testing ID: one result per test, in source order.
    ///
    /// The ID may be a type's (`OnboardingGrader.OnboardingGrader`) or a whole module's
    /// (`CheckoutTests`): every test inside it runs.
    ///
    /// - Parameters:
    ///   - module: The module the learner's code is built as, for naming their functions.
    ///   - exerciseFolder: The learner's folder, to find a method the backtrace names only by a protocol witness.
    ///   - skipping: IDs of test functions to leave out; an ID without its source location
    ///     (`Module.Suite/test()`) is enough.
    public func run(suiteID: String, module: String = "", exerciseFolder: URL? = nil, skipping: [String] = []) throws -> [CheckResult] {
        var declarations: [EventStream.Declaration] = []
        var statuses: [String: CheckResult.Status] = [:]
        var locations: [String: String] = [:]
        var skipped = skipping
        var hangSeen = false
        let outputFolder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputFolder) }
        for _ in 0..<50 {
            let timeout = hangSeen ? stallTimeoutAfterHang : stallTimeout
            let streamURL = FileManager.default.temporaryDirectory.appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
            let heartbeatURL = FileManager.default.temporaryDirectory.appendingPathComponent("kata-heartbeat-\(UUID().uuidString)")
            defer {
                try? FileManager.default.removeItem(at: streamURL)
                try? FileManager.default.removeItem(at: heartbeatURL)
            }
            var environment = environment
            environment[Self.heartbeatVariable] = heartbeatURL.path
            environment[CheckOutput.folderVariable] = outputFolder.path
            let outcome = try Subprocess.run(
                executable,
                arguments: leadingArguments + arguments(suiteID: suiteID, streamPath: streamURL.path, skipping: skipped),
                environment: environment,
                directory: directory,
                timeout: timeout,
                progressFiles: [streamURL, heartbeatURL],
                interruptSignal: Backtrace.interruptSignal,
                interruptGrace: 8,
                interruptDone: Backtrace.endMarker,
                memoryLimit: memoryLimit,
                memorySource: memorySource
            )
            let stream = EventStream(contentsOf: streamURL)
            for declaration in stream.declarations where !declarations.contains(where: { $0.id == declaration.id }) {
                declarations.append(declaration)
            }
            for id in stream.ended {
                let issues = stream.issues[id] ?? []
                statuses[id] = issues.isEmpty ? .passed : .failed(issues)
                locations[id] = stream.issueLocations[id]
            }
            if stream.runEnded, !outcome.crashed, !outcome.timedOut, !outcome.exceededMemory {
                break
            }
            let interrupted = stream.unfinished
            guard !interrupted.isEmpty else { break }
            let backtrace = Backtrace(standardError: outcome.standardError)
            let exited = outcome.standardError.contains(CheckOutput.exitMarker) || outcome.standardError.contains(CheckOutput.abortMarker)
            let location = (exited ? ExitLocation.find(in: outcome.standardError, binary: executable, module: module) : nil)
                ?? backtrace.learnerLocation(module: module, exerciseFolder: exerciseFolder)
            let recursion = backtrace.runawayRecursion(module: module)
            for id in interrupted {
                if outcome.exceededMemory {
                    let held = "memory ran away: the check held more than \(ResidentMemory.describe(memoryLimit)) and was stopped before the machine had to swap"
                    statuses[id] = .crashed(location.map { "\(held), while running \($0)." } ?? "\(held).")
                } else {
                    statuses[id] = outcome.timedOut
                        ? .hung(seconds: Int(timeout.rounded(.up)), location: location)
                        : .crashed(Self.crashDetail(outcome, location: location, recursion: recursion))
                }
            }
            hangSeen = hangSeen || outcome.timedOut
            // A test case cannot be skipped alone: its whole parameterized test is, and the
            // cases that had not run yet stay "not run".
            skipped += declarations.filter { interrupted.contains($0.id) }.map(\.functionID).filter { !skipped.contains($0) }
            if declarations.allSatisfy({ statuses[$0.id] != nil || skipped.contains($0.functionID) }) {
                break
            }
        }
        return declarations.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map { CheckResult(name: $0.element.name, status: statuses[$0.element.id] ?? .notRun, id: $0.element.id, location: locations[$0.element.id], output: CheckOutput.read(for: $0.element.name, in: outputFolder), report: CheckReport.read(for: $0.element.name, in: outputFolder)) }
    }

    /// The test binary's arguments for one run.
    public func arguments(suiteID: String, streamPath: String, skipping skipped: [String]) -> [String] {
        var result = [
            "--testing-library", "swift-testing",
            "--no-parallel",
            "--filter", "^" + NSRegularExpression.escapedPattern(for: suiteID) + "([./]|$)",
            "--event-stream-output-path", streamPath,
            "--event-stream-version", "0",
        ]
        for id in skipped {
            result += ["--skip", "^" + NSRegularExpression.escapedPattern(for: id) + "(/|$)"]
        }
        if let xunitOutput {
            result += ["--xunit-output", xunitOutput]
        }
        return result
    }

    /// What explains a crash, from the process's error output: the runtime's message and, when
    /// the backtrace shows it, where in the learner's code it happened.
    ///
    /// A message the standard library prints from its own file (`Swift/ContiguousArrayBuffer.swift:692:
    /// Fatal error: Index out of range`) loses that file when the learner's line is known.
    ///
    /// A stack that ran out through runaway recursion is named as such, with the functions that
    /// recursed, whatever signal ended the process.
    static func crashDetail(_ outcome: Subprocess.Outcome, location: String?, recursion: String? = nil) -> String {
        if let recursion {
            return location.map { "\(recursion), in \($0)." } ?? "\(recursion)."
        }
        if outcome.standardError.contains(CheckOutput.exitMarker) || !outcome.crashed {
            let code = outcome.crashed ? "" : " (its exit code was \(outcome.status))"
            return location.map { "exit() was called, in \($0)\(code)." } ?? "exit() was called\(code)."
        }
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        let markers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Index out of range"]
        guard var message = lines.first(where: { line in markers.contains { line.contains($0) } })?.trimmingCharacters(in: .whitespaces) else {
            if outcome.status == SIGABRT {
                return location.map { "abort() was called, in \($0)." } ?? "abort() was called."
            }
            return location.map { "the test process stopped with signal \(outcome.status), in \($0)." }
                ?? "the test process stopped with signal \(outcome.status)."
        }
        guard let location else { return message }
        if message.hasPrefix("Swift/"), let range = message.range(of: ": ") {
            message = String(message[range.upperBound...])
        }
        return "\(message), in \(location)"
    }
}
