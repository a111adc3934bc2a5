/// The learner's way through the katas: where they chose to begin, what they skipped, what passes,
/// and so which kata is next.
///
/// Next is the first kata from the chosen start on that neither passes nor was skipped, then the
/// unfinished ones before the start; with no start chosen, the first unfinished kata the learner
/// has edited, else the first unfinished one.
///
/// ```swift
/// let path = LearnerPath(katas: katas, start: 6, skipped: [], finished: [6], started: [6])
/// path.next?.number          // 7
/// path.remaining.map(\.number)  // [1, 2, 3, 4, 5, 7, 8, 9]
/// ```
public struct LearnerPath: Sendable, Equatable {
    /// The katas, in learning order.
    public let katas: [Kata]
    /// The number of the kata the learner chose to begin at, if they chose.
    public let start: Int?
    /// The numbers of the katas the learner skipped.
    public let skipped: Set<Int>
    /// The numbers of the katas that pass.
    public let finished: Set<Int>
    /// The numbers of the katas whose exercise the learner has edited.
    public let started: Set<Int>

    /// Creates a path.
    public init(katas: [Kata], start: Int? = nil, skipped: Set<Int> = [], finished: Set<Int> = [], started: Set<Int> = []) {
        self.katas = katas
        self.start = start
        self.skipped = skipped
        self.finished = finished
        self.started = started
    }

    /// Creates the path a progress file records, with the katas the learner edited.
    public init(katas: [Kata], state: ProgressState, started: Set<Int>) {
        let number = { (slug: String) in katas.first { $0.slug == slug }?.number }
        self.init(
            katas: katas,
            start: state.startSlug.flatMap(number),
            skipped: Set(state.skippedSlugs.compactMap(number)),
            finished: Set(katas.filter { state.katas[$0.slug]?.finished == true }.map(\.number)),
            started: started
        )
    }

    /// The same path with `kata` passing.
    public func passing(_ kata: Kata) -> LearnerPath {
        LearnerPath(katas: katas, start: start, skipped: skipped, finished: finished.union([kata.number]), started: started)
    }

    /// The katas that do not pass yet, skipped ones included, in learning order.
    public var remaining: [Kata] {
        katas.filter { !finished.contains($0.number) }
    }

    /// The katas that do not pass yet and were not skipped, in learning order.
    public var toDo: [Kata] {
        remaining.filter { !skipped.contains($0.number) }
    }

    /// The kata to work on next; `nil` when every kata passes or was skipped.
    public var next: Kata? {
        if let start {
            return toDo.first { $0.number >= start } ?? toDo.first
        }
        return toDo.first { started.contains($0.number) } ?? toDo.first
    }

    /// The kata to move on to once `kata` passes: the next one to do after it, else the first one
    /// to do before it; `nil` when nothing is left to do but what was skipped.
    public func next(after kata: Kata) -> Kata? {
        let others = toDo.filter { $0 != kata }
        return others.first { $0.number > kata.number } ?? others.first
    }

    /// Where `kata` stands, from its last grade as `state` records it.
    public func standing(of kata: Kata, in state: ProgressState) -> KataStanding {
        let progress = state.katas[kata.slug]
        if finished.contains(kata.number) {
            return .passed
        }
        if progress?.compiled == false {
            return .doesNotCompile
        }
        if let passed = progress?.passedChecks, let total = progress?.totalChecks, passed > 0 || started.contains(kata.number) {
            return .checks(passed: passed, total: total)
        }
        return started.contains(kata.number) ? .notGradedYet : .notStarted
    }
}
