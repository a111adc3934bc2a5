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
    public init(root: URL, environment: [String: String], console: Console, katas: [Kata]) {
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
        if (try? ExerciseSwap(root: root, katas: katas).putBackIfLeftAside()) == true {
            console.line("A class's grading (`grade-all`) was stopped halfway, with this workbook's own exercises set aside; they are back in Exercises/ now.")
        }
        switch invocation.command {
        case let .help(topic):
            console.line(HelpText.text(for: topic))
            return 0
        case .list:
            let state = ProgressStore(root: root).state
            console.line(renderer.list(katas, path: learnerPath(state), state: state))
            return 0
        case let .start(name):
            return withKata(name) { kata in start(at: kata, style: style) }
        case let .skip(name):
            return withKata(name) { kata in skip(kata, style: style) }
        case let .lesson(name):
            if let guide = Guide.named(name) {
                return showLesson(at: guide.path, style: style)
            }
            return withKata(name) { kata in showLesson(at: kata.lessonPath, style: style) }
        case let .new(slug, title, module):
            return scaffold(slug: slug, title: title, module: module, style: style)
        case let .verify(name):
            guard let name else { return Verifier(root: root, katas: katas, environment: environment, console: console, style: style).run() }
            return withKata(name) { kata in Verifier(root: root, katas: katas, environment: environment, console: console, style: style, only: kata).run() }
        case let .watch(name):
            guard let name else { return watch(from: firstUnfinished(), style: style) }
            return withKata(name) { kata in
                rememberStart(kata)
                return watch(from: kata, style: style)
            }
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
            let firstBuild = !FileManager.default.fileExists(atPath: root.appendingPathComponent("\(WorkbookBuilder.scratchPath)/\(BuildPlan.manifestName)").path)
            if firstBuild {
                // The first build: the kata the learner starts with is built and graded alone
                // first, so its verdict comes without waiting for the others.
                let first = firstUnfinished()
                guard let early = grade([first])?.first else { return 1 }
                console.line(style.bold("Kata \(first.number) · \(first.title)") + " · " + renderer.state(early))
                console.line("Building the other katas for the overview…")
            }
            guard let results = grade(katas, warnings: !firstBuild) else { return 1 }
            recordProgress(results)
            console.line(renderer.overview(results, path: learnerPath()))
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
                console.line(renderer.checklist(result, fullMessages: true, verbose: invocation.verbose))
                if let path = invocation.jsonPath {
                    writeJSON(result, to: URL(fileURLWithPath: absolutePath(path)))
                }
                return result.progress == .done ? 0 : 1
            }
        case let .explore(name):
            return withKata(name) { kata in explore(kata, into: invocation.outPath, style: style) }
        case let .gradeAll(folder):
            return gradeClass(folder, into: invocation.outPath, style: style)
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
