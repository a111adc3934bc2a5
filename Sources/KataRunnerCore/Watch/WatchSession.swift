import Foundation

/// `kata-runner watch`: re-grades the kata being worked on whenever one of its files is saved,
/// redraws the screen, takes keys, and moves on when a save makes the kata pass. A kata that
/// passed already stays on screen while the learner edits it further.
///
/// It is one loop over two kinds of event, a saved file and a key. Grading is injected, so
/// tests drive the loop with real file changes and scripted keys, without building anything.
public final class WatchSession {
    /// The katas, in learning order.
    public let katas: [Kata]
    /// The package root.
    public let root: URL
    private let console: Console
    private let style: TerminalStyle
    private let redraws: Bool
    private let grade: (Kata) -> KataResult?
    private let gradeAll: () -> [KataResult]?
    private let renderer: ReportRenderer
    /// How often files are looked at, in seconds.
    public var pollInterval: TimeInterval = 0.05

    /// Creates a session; `redraws` clears the screen for each verdict (a terminal), otherwise
    /// verdicts follow each other as plain lines.
    public init(
        katas: [Kata],
        root: URL,
        console: Console,
        style: TerminalStyle,
        redraws: Bool,
        grade: @escaping (Kata) -> KataResult?,
        gradeAll: @escaping () -> [KataResult]?
    ) {
        self.katas = katas
        self.root = root
        self.console = console
        self.style = style
        self.redraws = redraws
        self.grade = grade
        self.gradeAll = gradeAll
        self.renderer = ReportRenderer(style: style)
    }

    /// The keys watch mode takes, as the footer shows them.
    public static let keysHelp = "[n] next kata  [h] hint  [l] list  [c] check all  [q] quit"

    /// Runs until the learner quits; returns the exit code.
    public func run(startingAt start: Kata, input: inout some KeyInput) -> Int32 {
        var current = start
        var watcher = FileWatcher(folder: root.appendingPathComponent(current.exercisePath))
        var result = grade(current)
        show(result, for: current)
        while true {
            if watcher.hasChanges() {
                Thread.sleep(forTimeInterval: 0.03)
                _ = watcher.hasChanges()
                console.status("Saved. Grading kata \(current.number)…")
                let passedBefore = result?.progress == .done
                result = grade(current)
                if !passedBefore, result?.progress == .done {
                    let path = learnerPath().passing(current)
                    show(result, for: current)
                    if let next = path.next(after: current) {
                        let earlier = path.toDo.filter { $0.number < current.number }.map(\.number)
                        let remain = next.number < current.number ? " Still to do: \(Plural.katas(earlier))." : ""
                        console.line(style.green("Kata \(current.number) passes!") + " On to kata \(next.number), \(next.title).\(remain)")
                        current = next
                        watcher = FileWatcher(folder: root.appendingPathComponent(current.exercisePath))
                        result = grade(current)
                        show(result, for: current, clearing: false)
                    } else if path.remaining.isEmpty {
                        console.line(style.green("Kata \(current.number) passes, and with it every kata. Well done!"))
                    } else {
                        let numbers = path.remaining.map(\.number)
                        console.line(style.green("Kata \(current.number) passes!") + " Every kata you did not skip passes; still to do: \(Plural.katas(numbers)), which you skipped (`swift run kata-runner start \(numbers[0])` takes \(numbers.count == 1 ? "it" : "them") up).")
                    }
                } else {
                    show(result, for: current)
                }
            }
            guard let key = input.nextKey(timeout: pollInterval) else { continue }
            switch key {
            case "q":
                console.clearStatus()
                console.line("Stopped watching.")
                return 0
            case "n":
                guard let next = katas.first(where: { $0.number > current.number }) ?? katas.first, next != current else { continue }
                current = next
                watcher = FileWatcher(folder: root.appendingPathComponent(current.exercisePath))
                result = grade(current)
                show(result, for: current)
            case "h":
                if let result {
                    show(result, for: current)
                    console.line(HintGiver(root: root).hint(for: result, style: style))
                }
            case "l":
                clear()
                let state = ProgressStore(root: root).state
                console.line(renderer.list(katas, path: learnerPath(state), state: state))
                console.line(style.dim(Self.keysHelp))
            case "c":
                console.status("Grading every kata…")
                if let all = gradeAll() {
                    clear()
                    console.line(renderer.overview(all, path: learnerPath()))
                    console.line(style.dim(Self.keysHelp))
                }
            default:
                console.line(style.dim(Self.keysHelp))
            }
        }
    }

    /// The learner's path as the progress file and the exercises say it now.
    private func learnerPath(_ state: ProgressState? = nil) -> LearnerPath {
        LearnerPath(
            katas: katas,
            state: state ?? ProgressStore(root: root).state,
            started: Set(katas.filter { ExerciseEdits.started($0, root: root) }.map(\.number))
        )
    }

    private func show(_ result: KataResult?, for kata: Kata, clearing: Bool = true) {
        if clearing {
            clear()
        }
        guard let result else {
            console.line("Kata \(kata.number) could not be graded; see the message above.")
            return
        }
        console.line(style.bold("kata-runner watch · Kata \(kata.number) · \(kata.title)") + " · " + renderer.state(result))
        console.line("Watching \(kata.exercisePath)/: save a file to grade again.")
        console.line(renderer.checklist(result, fullMessages: false))
        console.line(style.dim(Self.keysHelp))
    }

    private func clear() {
        console.clearStatus()
        if redraws {
            console.write("\u{1B}[2J\u{1B}[H")
        } else {
            console.line(String(repeating: "─", count: 60))
        }
    }
}
