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

    /// Where `watch` starts with no kata named, as the overview's "Next up" does: the first kata
    /// the progress file does not list as finished and the learner has started, else the first
    /// one it does not list as finished.
    func firstUnfinished() -> Kata {
        let state = ProgressStore(root: root).state
        let unfinished = katas.filter { state.katas[$0.slug]?.finished != true }
        return unfinished.first { ExerciseEdits.started($0, root: root) } ?? unfinished.first ?? katas[0]
    }
}
