import Foundation

/// Progress between runs, and `kata-runner reset`.
extension KataRunner {
    /// Remembers which katas are finished, and says when a finished kata changed since.
    func recordProgress(_ results: [KataResult]) {
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
            progress.compiled = result.progress != .broken
            progress.passedChecks = result.progress == .broken ? nil : result.checks.filter(\.passed).count
            progress.totalChecks = result.progress == .broken ? nil : result.checks.count
            store.state.katas[kata.slug] = progress
        }
        if let problem = store.save() {
            console.line(problem)
        }
    }

    func reset(_ selection: [Kata]) -> Int32 {
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
}
