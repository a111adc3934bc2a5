/// Turns results into the text learners read: the progress overview, checklists, the kata list.
public struct ReportRenderer: Sendable {
    /// How the text looks.
    public let style: TerminalStyle

    /// Creates a renderer.
    public init(style: TerminalStyle) {
        self.style = style
    }

    // MARK: - Overview

    /// The progress bar, the table of katas, and the checklist of the kata to work on next.
    ///
    /// Next is "Next up" of ``LearnerPath``, with what passes taken from `results`: from the
    /// kata the learner chose to start at, else the first unfinished kata they edited, else the
    /// first unfinished one, skipped katas left out. A learner ahead of unfinished katas is told
    /// which ones the kata builds on; "Well done" is said only when every kata passes.
    ///
    /// - Parameter path: Where the learner chose to start, what they skipped and edited; what passes is read from `results`.
    public func overview(_ results: [KataResult], path: LearnerPath? = nil) -> String {
        let done = results.filter { $0.progress == .done }
        let path = LearnerPath(
            katas: results.map(\.kata),
            start: path?.start,
            skipped: path?.skipped ?? [],
            finished: Set(done.map(\.kata.number)),
            started: path?.started ?? []
        )
        var lines = [
            style.bold("Coordinator Katas") + " · \(done.count) of \(Plural.count(results.count, "kata")) done",
            progressBar(done: done.count, total: results.count),
            "",
        ]
        lines += table(results, skipped: path.skipped)
        lines.append("")
        if let nextKata = path.next, let next = results.first(where: { $0.kata == nextKata }) {
            lines.append(style.bold("Next up: kata \(next.kata.number), \(next.kata.title)") + " (\(next.kata.exercisePath)/)")
            if done.isEmpty, path.started.isEmpty, path.start == nil {
                lines.append("At home in SwiftUI, new to UIKit? Read \"\(Guide.uikit.title)\" first: " + style.cyan("swift run kata-runner lesson \(Guide.uikit.name)") + ".")
            }
            let skipped = path.toDo.filter { $0.number < next.kata.number }
            if let first = skipped.first {
                let numbers = skipped.map(\.number)
                lines.append("You are ahead of \(Plural.katas(numbers)), not finished yet. Kata \(next.kata.number) builds on \(numbers.count == 1 ? "it" : "them"): if something in it is new to you, \(numbers.count == 1 ? "its lesson explains" : "their lessons explain") it (" + style.cyan("swift run kata-runner lesson \(first.slug)") + ").")
            }
            lines.append(checklist(next, fullMessages: false))
        } else if !path.remaining.isEmpty {
            let numbers = path.remaining.map(\.number)
            lines.append("Every kata you did not skip passes. Still to do: \(Plural.katas(numbers)), which you skipped: " + style.cyan("swift run kata-runner start \(numbers[0])") + " takes \(numbers.count == 1 ? "it" : "them") up.")
        } else {
            lines.append(style.green("Every kata passes. Well done!") + " Compare with the reference solutions in Sources/Solutions/.")
            lines.append("Ready to explain it all? \"\(Guide.interview.title)\" answers the questions interviewers ask, each tied to its kata: " + style.cyan("swift run kata-runner lesson \(Guide.interview.name)") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// A bar of 20 cells with the share of katas done.
    public func progressBar(done: Int, total: Int) -> String {
        let width = 20
        let filled = total == 0 ? 0 : done * width / total
        let percent = total == 0 ? 0 : done * 100 / total
        let bar = style.colour
            ? style.green(String(repeating: "█", count: filled)) + style.dim(String(repeating: "░", count: width - filled))
            : String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return "[\(bar)] \(percent)%"
    }

    /// One row per kata: number, title, state, and "skipped" for a skipped kata that does not pass.
    public func table(_ results: [KataResult], skipped: Set<Int> = []) -> [String] {
        let titleWidth = max(5, results.map(\.kata.title.count).max() ?? 0)
        var rows = ["   #  " + "Kata".padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  Status"]
        for result in results {
            let number = String(result.kata.number).leftPadded(to: 2)
            let mark = skipped.contains(result.kata.number) && result.progress != .done ? ", skipped" : ""
            rows.append("  \(number) " + " " + result.kata.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  " + state(result) + mark)
        }
        return rows
    }

    /// A kata's state in words, with its count of passing checks.
    public func state(_ result: KataResult) -> String {
        let passed = result.checks.filter(\.passed).count
        let count = "(\(passed)/\(result.checks.count) \(Plural.noun(result.checks.count, "check")))"
        switch result.progress {
        case .done: return style.green("done") + " " + count
        case .inProgress: return style.yellow("in progress") + " " + count
        case .notStarted: return "not started " + count
        case .broken: return style.red("does not compile")
        }
    }

    // MARK: - One kata

    /// How many lines of what the learner's code printed are shown under a check.
    public static let outputLines = 10

    /// A kata's checklist; failing checks carry their messages, in full or their first lines, and
    /// what the learner's code printed during them (`verbose`: under passing checks too).
    public func checklist(_ result: KataResult, fullMessages: Bool, verbose: Bool = false) -> String {
        let kata = result.kata
        var lines: [String] = []
        switch result.outcome {
        case let .doesNotCompile(errors):
            lines.append(style.red("Kata \(kata.number) does not compile") + ", so its checks cannot run. The compiler says:")
            for error in errors.prefix(8) {
                lines.append("  " + error.description)
                if let note = error.note {
                    lines.append("    ↳ " + note)
                }
            }
            if errors.count > 8 {
                lines.append("  …and \(errors.count - 8) more.")
            }
            if errors.contains(where: { $0.path.hasPrefix(kata.graderPath + "/") }) {
                lines.append("Errors in \(kata.graderPath)/ mean the grader cannot use your code as it is: keep the names and signatures the stub gave you (its first comment says which), and change the rest freely.")
            }
            var advised: Set<String> = []
            for advice in errors.compactMap(\.advice) where advised.insert(advice).inserted {
                lines.append(advice)
            }
            lines.append("Fix the first error first: the others often follow from it. Your other katas were graded without this one.")
        case let .graded(checks):
            var shownInFull = false
            for check in checks {
                let cause = result.failingPrerequisite(of: check).map { " (follows from task \($0))" } ?? ""
                lines.append("  \(check.passed ? style.passMark : style.failMark) \(check.name)\(cause)")
                if let output = check.output, verbose || !check.passed {
                    lines.append("      " + style.dim("Your code printed:"))
                    lines += output.shown(firstLines: Self.outputLines).map { "      │ " + $0 }
                }
                guard !check.passed else { continue }
                let messages = check.status == .notRun
                    ? ["Not run: another check crashed the run before this one started."]
                    : check.messages
                for message in messages {
                    let messageLines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    let shown = fullMessages || !shownInFull ? messageLines : Array(messageLines.prefix(2))
                    lines += shown.map { "      " + $0 }
                }
                shownInFull = true
            }
            for report in checks.compactMap(\.report) {
                lines.append("")
                lines += report.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
        }
        lines += warnings(result.warnings)
        lines.append("")
        lines.append("Read the lesson: " + style.cyan("swift run kata-runner lesson \(kata.slug)") + " (\(kata.lessonPath))")
        if result.progress != .done {
            lines.append("Stuck? " + style.cyan("swift run kata-runner hint \(kata.slug)"))
        }
        return lines.joined(separator: "\n")
    }

    /// How many of the compiler's warnings are shown after a verdict.
    public static let warningsShown = 5

    /// The compiler's warnings in the learner's files, after the verdict: the first few, at their file and line.
    public func warnings(_ warnings: [CompilerDiagnostic]) -> [String] {
        guard !warnings.isEmpty else { return [] }
        let count = warnings.count == 1 ? "a warning" : "\(warnings.count) warnings"
        var lines = ["", style.yellow("The compiler has \(count) about your code") + " (\(warnings.count == 1 ? "it fails no check, and Xcode would show it" : "they fail no check, and Xcode would show them") too):"]
        for warning in warnings.prefix(Self.warningsShown) {
            lines.append("  " + warning.description)
        }
        if warnings.count > Self.warningsShown {
            let rest = warnings.count - Self.warningsShown
            lines.append("  …and \(rest == 1 ? "1 more" : "\(rest) more").")
        }
        return lines
    }

    // MARK: - Listing

    /// The katas in learning order, with their folders and lessons, each kata's standing as its
    /// last grade left it, and the kata that is next.
    public func list(_ katas: [Kata], path: LearnerPath? = nil, state: ProgressState = ProgressState()) -> String {
        var lines = [style.bold("Coordinator Katas, in learning order:"), ""]
        for guide in Guide.all {
            lines.append("   ·  \(style.bold(guide.name))  \(guide.title), \(guide.audience)")
            lines.append("      lesson: \(guide.path)")
        }
        let next = path?.next
        for kata in katas {
            var standing = ""
            if let path {
                let words = path.standing(of: kata, in: state).words
                let skipped = path.skipped.contains(kata.number) && !path.finished.contains(kata.number) ? ", skipped" : ""
                let shown = words == "passed" ? style.green(words) : words
                standing = "  · \(shown)\(skipped)" + (kata == next ? "  " + style.bold("← next") : "")
            }
            lines.append("  \(String(kata.number).leftPadded(to: 2))  \(style.bold(kata.slug))  \(kata.title)\(standing)")
            lines.append("      exercise: \(kata.exercisePath)/   lesson: \(kata.lessonPath)")
        }
        lines.append("")
        if let path, path.start != nil || !path.skipped.isEmpty {
            let begin = path.start.map { "You chose to begin at kata \($0)" } ?? "You begin at kata 1"
            let skipped = path.skipped.isEmpty ? "" : "; skipped: \(path.skipped.sorted().map(String.init).joined(separator: ", "))"
            lines.append(begin + skipped + ". Change it with " + style.cyan("swift run kata-runner start <name>") + " or " + style.cyan("skip <name>") + ".")
        }
        if path != nil {
            lines.append("Standings are from each kata's last grade; " + style.cyan("swift run kata-runner") + " grades them all again.")
        }
        lines.append("Read one with " + style.cyan("swift run kata-runner lesson <name>") + "; grade one with " + style.cyan("swift run kata-runner check <name>") + "; grade all with " + style.cyan("swift run kata-runner") + ".")
        return lines.joined(separator: "\n")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
