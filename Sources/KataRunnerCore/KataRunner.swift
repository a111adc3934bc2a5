import Foundation

/// The learner's command-line companion: parses the command line, builds, grades, and reports.
///
/// ```swift
/// let runner = KataRunner(root: packageRoot, environment: ProcessInfo.processInfo.environment, console: .standardOutput())
/// exit(runner.run(Array(CommandLine.arguments.dropFirst())))
/// ```
public struct KataRunner {
    /// The workbook's package root.
    public let root: URL
    /// The process environment.
    public let environment: [String: String]
    /// Where output goes.
    public let console: Console
    /// The katas.
    public let katas: [Kata]

    /// Creates a runner.
    public init(root: URL, environment: [String: String], console: Console, katas: [Kata] = Catalog.katas) {
        self.root = root
        self.environment = environment
        self.console = console
        self.katas = katas
    }

    /// Runs a command line and returns the exit code: 0 when everything asked for passes,
    /// 1 when something fails, 2 when the command line is wrong.
    public func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        switch ArgumentParser.parse(arguments) {
        case let .success(parsed):
            invocation = parsed
        case let .failure(error):
            console.line(error.message)
            return UsageError.exitCode
        }
        let style = TerminalStyle.decide(explicit: invocation.colour, isTerminal: console.isTerminal, environment: environment)
        let renderer = ReportRenderer(style: style)
        switch invocation.command {
        case let .help(topic):
            console.line(HelpText.text(for: topic))
            return 0
        case .list:
            console.line(renderer.list(katas))
            return 0
        case let .lesson(name):
            return withKata(name) { kata in printLesson(kata) }
        case .verify:
            return Verifier(root: root, katas: katas, environment: environment, console: console, style: style).run()
        case let .watch(name):
            guard let name else { return watch(from: firstUnfinished(), style: style) }
            return withKata(name) { kata in watch(from: kata, style: style) }
        case let .solution(name):
            return withKata(name) { kata in
                guard let result = grade([kata])?.first else { return 1 }
                recordProgress([result])
                return showSolution(result, style: style)
            }
        case let .reset(name):
            guard let name else { return reset(katas) }
            return withKata(name) { kata in reset([kata]) }
        case .overview:
            guard let results = grade(katas) else { return 1 }
            recordProgress(results)
            console.line(renderer.overview(results))
            if let folder = invocation.jsonPath {
                for result in results {
                    writeJSON(result, to: URL(fileURLWithPath: folder).appendingPathComponent("\(result.kata.folder).json"))
                }
            }
            return results.allSatisfy { $0.progress == .done } ? 0 : 1
        case let .check(name):
            return withKata(name) { kata in
                guard let result = grade([kata], xunitPath: invocation.xunitPath.map(absolutePath))?.first else { return 1 }
                recordProgress([result])
                console.line(style.bold("Kata \(kata.number) · \(kata.title)") + " · " + renderer.state(result))
                console.line(renderer.checklist(result, fullMessages: true))
                if let path = invocation.jsonPath {
                    writeJSON(result, to: URL(fileURLWithPath: absolutePath(path)))
                }
                return result.progress == .done ? 0 : 1
            }
        case let .hint(name):
            return withKata(name) { kata in
                guard let result = grade([kata])?.first else { return 1 }
                recordProgress([result])
                console.line(HintGiver(root: root).hint(for: result, style: style))
                return 0
            }
        }
    }

    // MARK: - Commands

    private func withKata(_ name: String, _ body: (Kata) -> Int32) -> Int32 {
        switch KataLookup(katas: katas).kata(named: name) {
        case let .success(kata):
            return body(kata)
        case let .failure(failure):
            console.line(failure.description)
            return UsageError.exitCode
        }
    }

    private func printLesson(_ kata: Kata) -> Int32 {
        let url = root.appendingPathComponent(kata.lessonPath)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            console.line("The lesson \(kata.lessonPath) is missing. Restore it with `git checkout -- \(kata.lessonPath)`.")
            return 1
        }
        console.line(text)
        return 0
    }

    private func reset(_ selection: [Kata]) -> Int32 {
        var store = ProgressStore(root: root)
        var failed = false
        for (kata, outcome) in ExerciseReset(root: root).reset(selection) {
            switch outcome {
            case let .reset(backup):
                store.state.katas[kata.slug]?.finished = false
                console.line("Kata \(kata.number)'s exercise is back as shipped in \(kata.exercisePath)/." + (backup.map { " Your version is saved in \($0)" } ?? " There was nothing of yours to keep."))
            case let .refused(reason):
                failed = true
                console.line("Kata \(kata.number) was not reset: \(reason)")
            }
        }
        if let problem = store.save() {
            console.line(problem)
        }
        return failed ? 1 : 0
    }

    // MARK: - The reference solution

    /// The title of the lesson section that explains the reference solution.
    public static let solutionSectionTitle = "The reference solution"

    private func showSolution(_ result: KataResult, style: TerminalStyle) -> Int32 {
        let kata = result.kata
        guard result.progress == .done else {
            let passed = result.checks.filter(\.passed).count
            console.line("The reference solution of kata \(kata.number) opens once all its checks pass; \(passed) of \(result.checks.count) do now. " + style.cyan("swift run kata-runner hint \(kata.slug)") + " helps with the next one.")
            return 1
        }
        let solutionPath = "Sources/Solutions/\(kata.folder)"
        console.line(style.bold("Kata \(kata.number) passes. The reference solution is in \(solutionPath)/."))
        let lesson = (try? String(contentsOf: root.appendingPathComponent(kata.lessonPath), encoding: .utf8)) ?? ""
        if let notes = LessonSection.text(of: Self.solutionSectionTitle, in: lesson) {
            console.line("")
            console.line(notes)
        }
        console.line("")
        console.line(style.bold("From your files (-) to the reference (+):"))
        let outcome = try? Subprocess.run(
            Subprocess.env,
            arguments: ["diff", "-ru", kata.exercisePath, solutionPath],
            environment: environment,
            directory: root
        )
        guard let outcome, outcome.status <= 1, !outcome.crashed else {
            console.line("(Could not run `diff`; compare \(kata.exercisePath)/ with \(solutionPath)/ in your editor.)")
            return 0
        }
        if outcome.status == 0 {
            console.line("Your files are the same as the reference's.")
            return 0
        }
        for line in outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+"), !line.hasPrefix("+++") {
                console.line(style.green(String(line)))
            } else if line.hasPrefix("-"), !line.hasPrefix("---") {
                console.line(style.red(String(line)))
            } else {
                console.line(String(line))
            }
        }
        return 0
    }

    // MARK: - Results for other tools

    /// A path as given on the command line, made absolute against the current folder.
    private func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Writes a kata's results in Exercism's format, saying where, or why it could not.
    private func writeJSON(_ result: KataResult, to url: URL) {
        let grader = (try? String(contentsOf: root.appendingPathComponent("\(result.kata.graderPath)/\(result.kata.graderModule).swift"), encoding: .utf8)) ?? ""
        let results = ExercismResults(result) { ExercismResults.testCode(named: $0.name, inGrader: grader) }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try results.json().write(to: url, options: .atomic)
            console.line("Results written to \(url.path).")
        } catch {
            console.line("Could not write results to \(url.path): \(error.localizedDescription)")
        }
    }

    // MARK: - Watching

    private func watch(from kata: Kata, style: TerminalStyle) -> Int32 {
        let session = WatchSession(
            katas: katas,
            root: root,
            console: console,
            style: style,
            redraws: console.isTerminal,
            grade: { kata in
                guard let result = grade([kata])?.first else { return nil }
                recordProgress([result])
                return result
            },
            gradeAll: {
                guard let results = grade(katas) else { return nil }
                recordProgress(results)
                return results
            }
        )
        if console.isTerminal, var keys = TerminalKeyInput() {
            defer { keys.restore() }
            return session.run(startingAt: kata, input: &keys)
        }
        var lines = LineKeyInput()
        return session.run(startingAt: kata, input: &lines)
    }

    /// The first kata the progress file does not list as finished.
    private func firstUnfinished() -> Kata {
        let state = ProgressStore(root: root).state
        return katas.first { state.katas[$0.slug]?.finished != true } ?? katas[0]
    }

    // MARK: - Progress

    /// Remembers which katas are finished, and says when a finished kata changed since.
    private func recordProgress(_ results: [KataResult]) {
        var store = ProgressStore(root: root)
        if let notice = store.notice {
            console.line(notice)
        }
        for result in results {
            let kata = result.kata
            let current = kata.fingerprint(root: root)
            let previous = store.state.katas[kata.slug]
            if let previous, previous.finished, previous.fingerprint != current {
                console.line("Kata \(kata.number), which you had finished, was updated since (its stub or its grader changed), so it was graded again.")
            }
            var progress = previous ?? .init(fingerprint: current)
            if progress.fingerprint != current {
                progress.hintsSeen = [:]
            }
            progress.fingerprint = current
            progress.finished = result.progress == .done
            store.state.katas[kata.slug] = progress
        }
        if let problem = store.save() {
            console.line(problem)
        }
    }

    // MARK: - Building and grading

    /// Says plainly, before grading, when the grading files differ from what the workbook shipped.
    private func warnIfGradingFilesChanged() {
        guard let shipped = ShippedFingerprints(shippedIn: root) else {
            console.line("The list of shipped grading files (\(ShippedFingerprints.fileName)) is missing, so kata-runner cannot tell whether the graders were changed.")
            return
        }
        let changed = ShippedFingerprints(current: katas, root: root).changes(comparedWith: shipped)
        guard !changed.isEmpty else { return }
        console.line("Heads up: these grading files differ from what the workbook shipped: " + changed.map { "\($0.role) (\($0.path))" }.joined(separator: ", ") + ".")
        console.line("Grades may not mean what they say. If you did not change them on purpose, restore them with `git checkout -- \(changed.map(\.path).joined(separator: " "))`.")
        console.line("")
    }

    /// Builds the exercises and grades `selection`; `nil`, after saying why, when nothing could be graded.
    private func grade(_ selection: [Kata], xunitPath: String? = nil) -> [KataResult]? {
        warnIfGradingFilesChanged()
        let lock = WorkbookLock(root: root) {
            console.line("Another kata-runner is building or grading this workbook (watch mode in another terminal?). Waiting for it to finish…")
        }
        defer { withExtendedLifetime(lock) {} }
        let missing = katas.filter { kata in
            Fingerprint.files(under: [kata.exercisePath], root: root).allSatisfy { !$0.hasSuffix(".swift") }
        }
        for kata in missing {
            console.line("Kata \(kata.number)'s folder \(kata.exercisePath)/ is missing or has no Swift files, so it is left out. If you renamed it, rename it back; to start it again, run " + "`swift run kata-runner reset \(kata.slug)`" + ".")
        }
        let builder = WorkbookBuilder(root: root, katas: katas, environment: environment, missing: missing)
        let build: BuildOutcome
        do {
            build = try builder.build { console.status($0) }
        } catch {
            console.line("Could not run `swift build`: \(error). Is the Swift toolchain on your PATH?")
            return nil
        }
        if !build.workbookErrors.isEmpty || build.failureLog != nil {
            console.line("The workbook itself does not build, so nothing can be graded. This is not your exercise's fault:")
            for error in build.workbookErrors.prefix(8) {
                console.line("  " + error.description)
            }
            if let log = build.failureLog {
                console.line(log.split(separator: "\n").suffix(15).joined(separator: "\n"))
            }
            console.line("If you changed files outside Exercises/, restore them with `git checkout -- Sources Tests Package.swift`.")
            return nil
        }
        var results: [KataResult] = []
        for (index, kata) in selection.enumerated() {
            if missing.contains(kata) {
                results.append(KataResult(kata: kata, outcome: .doesNotCompile([
                    CompilerDiagnostic(path: kata.exercisePath, line: 0, column: 0, message: "the exercise folder is missing; `swift run kata-runner reset \(kata.slug)` brings it back"),
                ])))
                continue
            }
            if let errors = build.brokenKatas[kata.number] {
                results.append(KataResult(kata: kata, outcome: .doesNotCompile(errors)))
                continue
            }
            guard let binary = build.testBinary else {
                results.append(KataResult(kata: kata, outcome: .doesNotCompile([])))
                continue
            }
            console.status("Grading kata \(kata.number), \(kata.title)… (\(index + 1) of \(selection.count))")
            var session = GradingSession(
                executable: URL(fileURLWithPath: binary),
                environment: environment,
                directory: root
            )
            session.xunitOutput = xunitPath
            do {
                results.append(KataResult(kata: kata, outcome: .graded(try session.grade(kata))))
            } catch {
                console.line("Could not run the grader for kata \(kata.number): \(error).")
                return nil
            }
        }
        console.clearStatus()
        return results
    }

    /// The package root: the nearest folder at or above `start` with a `Package.swift` and an `Exercises` folder.
    public static func findRoot(from start: URL) -> URL? {
        var current = start.standardizedFileURL
        while true {
            let manifest = current.appendingPathComponent("Package.swift").path
            let exercises = current.appendingPathComponent("Exercises").path
            if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: exercises) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path {
                return nil
            }
            current = parent
        }
    }
}
