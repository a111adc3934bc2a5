import Foundation

/// `kata-runner watch`: wiring the watch session to the real build and terminal.
extension KataRunner {
    func watch(from kata: Kata, style: TerminalStyle) -> Int32 {
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

    /// Where `watch` and the first build start with no kata named: "Next up" (see ``LearnerPath``),
    /// else the first kata that does not pass, else the first kata.
    func firstUnfinished() -> Kata {
        let path = learnerPath()
        return path.next ?? path.remaining.first ?? katas[0]
    }

    /// Remembers `kata` as where the learner begins, as `watch N` does.
    func rememberStart(_ kata: Kata) {
        var store = ProgressStore(root: root)
        guard store.state.startSlug != kata.slug || store.state.skippedSlugs.contains(kata.slug) else { return }
        store.state.startSlug = kata.slug
        store.state.skippedSlugs.removeAll { $0 == kata.slug }
        if let problem = store.save() {
            console.line(problem)
        }
    }
}
