/// What kata-runner remembers between runs, kept in `.kata/state.json`.
public struct ProgressState: Codable, Sendable, Equatable {
    /// The format this runner reads and writes.
    public static let currentVersion = 1

    /// The format of the file.
    public var version: Int
    /// What is remembered of each kata, by slug.
    public var katas: [String: KataProgress]

    /// An empty state.
    public init() {
        self.version = Self.currentVersion
        self.katas = [:]
    }

    /// What is remembered of one kata.
    public struct KataProgress: Codable, Sendable, Equatable {
        /// The fingerprint of the kata's shipped stub and grader when the learner last graded it.
        public var fingerprint: String
        /// Whether every check passed then.
        public var finished: Bool
        /// How many hint tiers the learner has seen, by check name.
        public var hintsSeen: [String: Int]

        /// Creates a kata's progress.
        public init(fingerprint: String, finished: Bool = false, hintsSeen: [String: Int] = [:]) {
            self.fingerprint = fingerprint
            self.finished = finished
            self.hintsSeen = hintsSeen
        }
    }
}
