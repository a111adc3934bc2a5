/// The graph of every state the explorer reached in a learner's app, as a grader writes it for
/// `kata-runner explore`: each state with the picture of its screens, each step between two
/// states, and the steps that show where the learner's app went another way than the lesson's.
///
/// ```swift
/// let graph = try JSONDecoder().decode(ExploreGraph.self, from: data)
/// let html = GraphPage(graph: graph.folded(toAtMost: 60), title: "Kata 4").html
/// ```
public struct ExploreGraph: Codable, Sendable, Equatable {
    /// The kata's name, as its grader tells it (`deep-links`).
    public var kata: String
    /// Every state reached, the launch first.
    public var nodes: [Node]
    /// Every step made from one state to another, once per state, step and state reached.
    public var edges: [Edge]
    /// Where the learner's app first went another way than the lesson's, if it did.
    public var divergence: DivergentPath?
    /// How many states the explorer compared, both apps in each.
    public var statesCompared: Int
    /// How many steps ended a path without blame (what the lesson leaves open differed, or a
    /// step changed nothing in either app), which the graph does not draw.
    public var endedSteps: Int
    /// How long the exploration took, in seconds.
    public var seconds: Double

    /// The variable that asks a grader's explorer to write its graph: the folder it writes
    /// `graph.json` to. Unset, the explorer records nothing and grades as fast as ever.
    public static let outputVariable = "KATA_EXPLORE_OUT"

    /// The file the explorer writes in that folder.
    public static let fileName = "graph.json"

    /// Creates a graph.
    public init(kata: String, nodes: [Node], edges: [Edge], divergence: DivergentPath? = nil, statesCompared: Int, endedSteps: Int = 0, seconds: Double = 0) {
        self.kata = kata
        self.nodes = nodes
        self.edges = edges
        self.divergence = divergence
        self.statesCompared = statesCompared
        self.endedSteps = endedSteps
        self.seconds = seconds
    }

    /// One state of the learner's app: what the user sees, and what happened there.
    public struct Node: Codable, Sendable, Equatable {
        /// The state's number, its index in ``ExploreGraph/nodes``.
        public var id: Int
        /// The window's controllers as a tree, a line each, the visible one marked `◀ visible`.
        public var picture: [String]
        /// What else the grader compares, a line each: the texts on screen, the reports to a parent.
        public var details: [String]
        /// How many other windows of the app were open, behind the one the user looks at.
        public var otherWindows: Int
        /// The screens the user left that the learner's app still keeps and the lesson's does not.
        public var leftAlive: [String]
        /// Who keeps those screens alive, and who keeps their holders.
        public var keptBy: [Holding]
        /// How many states look like this one: 1, or more once alike states are folded.
        public var count: Int

        /// Creates a state.
        public init(id: Int, picture: [String], details: [String] = [], otherWindows: Int = 0, leftAlive: [String] = [], keptBy: [Holding] = [], count: Int = 1) {
            self.id = id
            self.picture = picture
            self.details = details
            self.otherWindows = otherWindows
            self.leftAlive = leftAlive
            self.keptBy = keptBy
            self.count = count
        }
    }

    /// One strong reference that keeps a screen the user left alive, or keeps what keeps it:
    /// `ShopCoordinator.opened` keeps `ProductViewController`.
    public struct Holding: Codable, Sendable, Hashable {
        /// The object that holds: a class name, or the held object itself for a cycle.
        public var holder: String
        /// The property path it holds through: `childCoordinators[0]`, `onFinish`.
        public var path: String
        /// The object held.
        public var held: String
        /// Whether the reference is a closure's capture, the closure stored at ``path``.
        public var throughClosure: Bool
        /// Whether this is the reference that keeps the screen itself: the one to make weak, or
        /// to end when the flow ends.
        public var keepsTheScreen: Bool

        /// Creates a reference.
        public init(holder: String, path: String, held: String, throughClosure: Bool = false, keepsTheScreen: Bool) {
            self.holder = holder
            self.path = path
            self.held = held
            self.throughClosure = throughClosure
            self.keepsTheScreen = keepsTheScreen
        }

        /// The reference as a sentence names it: `ShopCoordinator.opened`, `the closure in ProductViewController.onReviews`.
        public var description: String {
            throughClosure ? "the closure in \(holder).\(path)" : "\(holder).\(path)"
        }
    }

    /// One step from a state to the state it led to, labelled by what the user did.
    public struct Edge: Codable, Sendable, Hashable {
        /// The state the step was made in.
        public var from: Int
        /// The state it led to; the same state for a step that changed nothing.
        public var to: Int
        /// What the user did, as a story tells it: `"Next"`, `Back`, `opening katashop://cart`.
        public var label: String
        /// Whether the step is a tap on a button or a row.
        public var isTap: Bool

        /// Creates a step.
        public init(from: Int, to: Int, label: String, isTap: Bool = false) {
            self.from = from
            self.to = to
            self.label = label
            self.isTap = isTap
        }
    }
}
