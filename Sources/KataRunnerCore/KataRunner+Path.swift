import Foundation

/// `kata-runner start` and `skip`: where the learner begins, and what they pass over.
extension KataRunner {
    /// The learner's path as the progress file and the exercises say it now.
    func learnerPath(_ state: ProgressState? = nil) -> LearnerPath {
        LearnerPath(
            katas: katas,
            state: state ?? ProgressStore(root: root).state,
            started: Set(katas.filter { ExerciseEdits.started($0, root: root) }.map(\.number))
        )
    }

    /// Remembers `kata` as where the learner begins (taking it up again if it was skipped), and says what is next.
    func start(at kata: Kata, style: TerminalStyle) -> Int32 {
        var store = ProgressStore(root: root)
        store.state.startSlug = kata.slug
        store.state.skippedSlugs.removeAll { $0 == kata.slug }
        if let problem = store.save() {
            console.line(problem)
        }
        let path = learnerPath(store.state)
        if path.finished.contains(kata.number) {
            console.line("You start at kata \(kata.number), \(kata.title), which passes already.")
        } else {
            console.line("You start at kata \(kata.number), \(kata.title). kata-runner remembers it: the overview and `watch` begin there.")
        }
        sayNext(path, style: style)
        let before = path.toDo.filter { $0.number < kata.number }.map(\.number)
        if !before.isEmpty {
            console.line("\(Plural.katas(before).capitalizedFirst), before it, \(before.count == 1 ? "is" : "are") not finished: \(before.count == 1 ? "it comes" : "they come") next once kata \(kata.number) and the katas after it pass. " + style.cyan("swift run kata-runner skip <kata>") + " passes over one.")
        }
        return 0
    }

    /// Marks `kata` as skipped, so "Next up" passes over it, and says what is next.
    func skip(_ kata: Kata, style: TerminalStyle) -> Int32 {
        var store = ProgressStore(root: root)
        if store.state.katas[kata.slug]?.finished == true {
            console.line("Kata \(kata.number), \(kata.title), passes already: there is nothing to skip.")
            return 0
        }
        if !store.state.skippedSlugs.contains(kata.slug) {
            store.state.skippedSlugs.append(kata.slug)
        }
        if store.state.startSlug == kata.slug {
            store.state.startSlug = katas.first { $0.number > kata.number }?.slug
        }
        if let problem = store.save() {
            console.line(problem)
        }
        console.line("Kata \(kata.number), \(kata.title), is skipped: \"Next up\" passes over it and `list` marks it so. " + style.cyan("swift run kata-runner start \(kata.number)") + " takes it up again.")
        sayNext(learnerPath(store.state), style: style)
        return 0
    }

    /// Says the next kata, or that nothing is left but what was skipped.
    private func sayNext(_ path: LearnerPath, style: TerminalStyle) {
        if let next = path.next {
            console.line(style.bold("Next up: kata \(next.number), \(next.title)") + " (\(next.exercisePath)/). " + style.cyan("swift run kata-runner watch") + " grades it on every save.")
        } else if path.remaining.isEmpty {
            console.line("Every kata passes.")
        } else {
            let skipped = path.remaining.map(\.number)
            console.line("Nothing is left to do but what you skipped: \(Plural.katas(skipped)). " + style.cyan("swift run kata-runner start \(skipped[0])") + " takes \(skipped.count == 1 ? "it" : "them") up.")
        }
    }
}

private extension String {
    /// The text with its first letter in upper case.
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
