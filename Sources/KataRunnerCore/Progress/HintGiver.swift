import Foundation

/// Gives the next hint for a kata's first failing check (or the task it follows from), one tier
/// deeper each time it is asked.
public struct HintGiver: Sendable {
    /// The package root.
    public let root: URL

    /// Creates a hint giver for the workbook at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The text to show for a graded kata, remembering in the progress file how far the learner went.
    public func hint(for result: KataResult, style: TerminalStyle) -> String {
        let kata = result.kata
        if case .doesNotCompile = result.outcome {
            return "Kata \(kata.number) does not compile yet. Run " + style.cyan("swift run kata-runner check \(kata.slug)") + " to see the compiler's errors, and fix the first one first."
        }
        guard let (number, check) = result.rootFailure else {
            return "Every check of kata \(kata.number) passes: no hint needed. " + style.cyan("swift run kata-runner") + " shows what is next."
        }
        let book = HintBook(markdown: (try? String(contentsOf: root.appendingPathComponent(kata.hintsPath), encoding: .utf8)) ?? "")
        let tiers = book.tiers(for: check.name, kind: DifferenceKind.told(by: check.messages))
        guard !tiers.isEmpty else {
            return "There are no hints for \(check.name) in \(kata.hintsPath). Task \(number) of \(kata.lessonPath) explains it."
        }
        var store = ProgressStore(root: root)
        let seen = store.state.katas[kata.slug]?.hintsSeen[check.name] ?? 0
        let index = min(seen, tiers.count - 1)
        store.state.katas[kata.slug, default: .init(fingerprint: kata.fingerprint(root: root))].hintsSeen[check.name] = index + 1
        let saveProblem = store.save()
        var lines: [String] = []
        if let first = result.firstFailure, first.number != number {
            lines.append("Check \(first.number) fails because task \(number) does not pass yet, so here is a hint for task \(number).")
        }
        lines += [
            style.bold("Hint \(index + 1) of \(tiers.count) for \(check.name)"),
            "  " + tiers[index],
            "",
        ]
        if index + 1 < tiers.count {
            lines.append("Still stuck? Ask again for a more specific hint.")
        } else {
            lines.append("That was the last hint for this check. Task \(number) in \(kata.lessonPath) covers it too: " + style.cyan("swift run kata-runner lesson \(kata.slug)"))
        }
        lines += [store.notice, saveProblem].compactMap { $0 }
        return lines.joined(separator: "\n")
    }
}

extension Kata {
    /// The fingerprint of what the workbook shipped for this kata: its stub and its grader.
    public func fingerprint(root: URL) -> String {
        Fingerprint.of([stubPath, graderPath], root: root)
    }
}
