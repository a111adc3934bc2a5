/// The shortest steps after which the learner's app showed something other than the lesson's
/// app, with both apps' pictures after each step, for `kata-runner explore` to set side by side.
public struct DivergentPath: Codable, Sendable, Equatable {
    /// How the learner's app went another way (a ``DifferenceKind``'s raw value: `changed nothing`).
    public var kind: String
    /// The steps as the grader tells them: `After "Product 1", then Back`.
    public var story: String
    /// The grader's verdict: what was expected, and what the learner's app did instead.
    public var message: String
    /// The launch, then each step, with both apps' pictures after it; the last is where they parted.
    public var steps: [Step]
    /// What the grader compared after the last step in the lesson's app, aligned with ``actual``.
    public var expected: [String]
    /// The same in the learner's app, line for line.
    public var actual: [String]
    /// The learner's last transitions, oldest first.
    public var journal: String

    /// Creates a divergent path.
    public init(kind: String, story: String, message: String, steps: [Step], expected: [String], actual: [String], journal: String) {
        self.kind = kind
        self.story = story
        self.message = message
        self.steps = steps
        self.expected = expected
        self.actual = actual
        self.journal = journal
    }

    /// The two apps after one step of the path.
    public struct Step: Codable, Sendable, Equatable {
        /// What the user did; `nil` for the launch.
        public var label: String?
        /// The state the learner's app reached, in ``ExploreGraph/nodes``.
        public var node: Int
        /// The lesson's app's window, as a picture.
        public var reference: [String]
        /// The learner's app's window, as a picture.
        public var subject: [String]

        /// Creates a step.
        public init(label: String?, node: Int, reference: [String], subject: [String]) {
            self.label = label
            self.node = node
            self.reference = reference
            self.subject = subject
        }
    }
}
