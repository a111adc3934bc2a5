/// What kata-runner remembers between runs, kept in `.kata/state.json`.
public struct ProgressState: Codable, Sendable, Equatable {
    /// The format this runner reads and writes.
    public static let currentVersion = 1

    /// The format of the file.
    public var version: Int
    /// What is remembered of each kata, by slug.
    public var katas: [String: KataProgress]
    /// The slug of the kata the learner chose to begin at (`start N`, `watch N`); `nil` for the first.
    public var startSlug: String?
    /// The slugs of the katas the learner chose to pass over (`skip N`), in the order they were skipped.
    public var skippedSlugs: [String]

    /// An empty state.
    public init() {
        self.version = Self.currentVersion
        self.katas = [:]
        self.startSlug = nil
        self.skippedSlugs = []
    }

    private enum CodingKeys: String, CodingKey {
        case version, katas, startSlug, skippedSlugs
    }

    /// Reads a state, taking a file written before the start and the skipped katas were kept as choosing neither.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        katas = try container.decode([String: KataProgress].self, forKey: .katas)
        startSlug = try container.decodeIfPresent(String.self, forKey: .startSlug)
        skippedSlugs = try container.decodeIfPresent([String].self, forKey: .skippedSlugs) ?? []
    }

    /// What is remembered of one kata.
    public struct KataProgress: Codable, Sendable, Equatable {
        /// The fingerprint of the kata's shipped stub and grader when the learner last graded it.
        public var fingerprint: String
        /// Whether every check passed then.
        public var finished: Bool
        /// How many hint tiers the learner has seen, by check name.
        public var hintsSeen: [String: Int]
        /// How many checks passed at the last grade; `nil` when it did not compile or was never graded.
        public var passedChecks: Int?
        /// How many checks the kata had at the last grade; `nil` when it did not compile or was never graded.
        public var totalChecks: Int?
        /// Whether the exercise compiled at the last grade; `nil` when it was never graded.
        public var compiled: Bool?

        /// Creates a kata's progress.
        public init(fingerprint: String, finished: Bool = false, hintsSeen: [String: Int] = [:], passedChecks: Int? = nil, totalChecks: Int? = nil, compiled: Bool? = nil) {
            self.fingerprint = fingerprint
            self.finished = finished
            self.hintsSeen = hintsSeen
            self.passedChecks = passedChecks
            self.totalChecks = totalChecks
            self.compiled = compiled
        }
    }
}
