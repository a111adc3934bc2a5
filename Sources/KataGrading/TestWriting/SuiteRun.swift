import Foundation
import KataRunnerCore
import Synchronization

/// One run of a ``GradedSuite`` in a test process of its own, with the environment that says how
/// the code under test behaves (as given, or broken on purpose): how each of its tests ended.
///
/// The process is this test binary again, asked for the suite's tests alone, so the learner's
/// tests are built once and run against every variant of the given code; a test that crashes or
/// hangs costs that run alone, and is reported like any other. Runs are kept for the rest of the
/// process, since every check of a kata asks for the run against the code as given.
public struct SuiteRun: Sendable {
    /// How each test ended, in source order.
    public let results: [CheckResult]
    /// Why the suite could not be run at all, if it could not.
    public let problem: String?

    /// The tests that passed.
    public var passed: [CheckResult] {
        results.filter(\.passed)
    }

    /// The tests that failed, crashed or hung.
    public var failed: [CheckResult] {
        results.filter { !$0.passed && $0.status != .notRun }
    }

    /// The IDs of the test functions that did not pass, as `--skip` takes them: a parameterized
    /// test is left out whole when one of its cases did not pass.
    public var functionsNotPassed: [String] {
        Self.functions(of: results.filter { !$0.passed })
    }

    /// The IDs of every test function the run saw, in source order, as `--skip` takes them.
    public var functions: [String] {
        Self.functions(of: results)
    }

    /// The test functions of `results`, once each: a parameterized test's cases are one function.
    private static func functions(of results: [CheckResult]) -> [String] {
        var ids: [String] = []
        for result in results {
            let function = result.id.components(separatedBy: EventStream.caseSeparator)[0]
            if !ids.contains(function) {
                ids.append(function)
            }
        }
        return ids
    }

    /// Runs `Suite` in a process of its own, with `environment` added to this one's, leaving out
    /// the test functions `alsoSkipping` names besides the suite's own ``GradedSuite/skipped``.
    ///
    /// - Parameters:
    ///   - module: The module the suite is built as, and `folder` where its files are, so a crash
    ///     or a failure is located in the file the learner knows (`Exercises/07-…/Tests.swift:12`).
    public static func of<Suite: GradedSuite>(_ suite: Suite.Type, environment: [String: String], alsoSkipping: [String] = [], module: String = "", folder: String = "") -> SuiteRun {
        of(id: Suite.id, skipping: Suite.skipped + alsoSkipping, environment: environment, module: module, folder: folder)
    }

    /// Runs `Suite` as mutation testing does, and keeps the runs for ``of(_:environment:alsoSkipping:module:folder:)``:
    /// first with the `working` environment (the code as given), then once for each of the
    /// `broken` ones, as many processes at a time as the machine has cores, each leaving out the
    /// tests that did not pass against the working code: a wrong test, or one that hangs or
    /// crashes there, would otherwise fail or stall every run and tell nothing.
    public static func prepare<Suite: GradedSuite>(_ suite: Suite.Type, working: [String: String], broken: [[String: String]], module: String = "", folder: String = "") {
        let id = Suite.id
        let skipped = Suite.skipped
        // One worker a core, each taking the next run: the working run first, and the first broken
        // one beside it, which leaves out nothing more, since it cannot wait for the working run
        // (when that left out nothing, it is the run the checks ask for; else it is run again).
        // Measured on 2 cores: ten runs in 0.13 s, where waiting for the working run took 0.15 s
        // and one run at a time 0.42 s.
        let next = Mutex(0)
        let notPassed = Mutex<[String]?>(nil)
        let workingDone = DispatchSemaphore(value: 0)
        let runs = broken.count + 1
        DispatchQueue.concurrentPerform(iterations: min(ProcessInfo.processInfo.activeProcessorCount, runs)) { _ in
            while true {
                let index = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                switch index {
                case 0:
                    let run = of(id: id, skipping: skipped, environment: working, module: module, folder: folder)
                    notPassed.withLock { $0 = run.functionsNotPassed }
                    for _ in 1..<runs {
                        workingDone.signal()
                    }
                case 1:
                    _ = of(id: id, skipping: skipped, environment: broken[0], module: module, folder: folder)
                case 2..<runs:
                    workingDone.wait()
                    let leftOut = notPassed.withLock { $0 } ?? []
                    _ = of(id: id, skipping: skipped + leftOut, environment: broken[index - 1], module: module, folder: folder)
                default:
                    return
                }
            }
        }
    }

    /// Runs each of `functions` alone, in a process of its own, the other test functions of
    /// `among` left out, as many processes at a time as the machine has cores: by function ID,
    /// how each run went. A test that passes only after another fails here.
    public static func eachAlone<Suite: GradedSuite>(_ suite: Suite.Type, functions: [String], among all: [String], environment: [String: String], module: String = "", folder: String = "") -> [String: SuiteRun] {
        let id = Suite.id
        let skipped = Suite.skipped
        let runs = Mutex<[String: SuiteRun]>([:])
        DispatchQueue.concurrentPerform(iterations: functions.count) { index in
            let function = functions[index]
            let run = of(id: id, skipping: skipped + all.filter { $0 != function }, environment: environment, module: module, folder: folder)
            runs.withLock { $0[function] = run }
        }
        return runs.withLock { $0 }
    }

    private static func of(id: String, skipping skipped: [String], environment: [String: String], module: String, folder: String) -> SuiteRun {
        let key = Key(suite: id, skipped: skipped, environment: environment)
        if let kept = kept.withLock({ $0[key] }) {
            return kept
        }
        let run = Self(running: id, skipping: skipped, environment: environment, module: module, folder: folder)
        kept.withLock { $0[key] = run }
        return run
    }

    private init(running suite: String, skipping: [String], environment: [String: String], module: String, folder: String) {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let session = GradingSession(
            executable: URL(fileURLWithPath: Self.executable),
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
            directory: directory,
            stallTimeout: Self.stallTimeout,
            stallTimeoutAfterHang: 1
        )
        do {
            results = try session.run(suiteID: suite, module: module, skipping: skipping).map { result in
                guard !module.isEmpty, !folder.isEmpty else { return result }
                var located = result
                if case let .crashed(detail) = result.status {
                    located.status = .crashed(detail.replacingOccurrences(of: module + "/", with: folder + "/"))
                }
                if let location = result.location, location.hasPrefix(module + "/") {
                    located.location = folder + location.dropFirst(module.count)
                }
                return located
            }
            problem = nil
        } catch {
            results = []
            problem = "The tests could not be run in a process of their own: \(error)."
        }
    }

    /// How long one test may make no progress before it is stopped as hung, in seconds: a test of
    /// a coordinator with a spy takes milliseconds.
    public static let stallTimeout: TimeInterval = 2

    /// This test binary: `/proc/self/exe` on Linux, else the path it was started with.
    private static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath
            ?? CommandLine.arguments[0]
    }

    private struct Key: Hashable {
        var suite: String
        var skipped: [String]
        var environment: [String: String]
    }

    private static let kept = Mutex<[Key: SuiteRun]>([:])
}
