/// What `kata-runner explore` writes from an explored graph: one page (HTML with the graph drawn
/// in SVG, readable from a file with no server), and the same graph as Graphviz DOT and as
/// Mermaid text, each with alike states folded so a big graph stays readable.
///
/// ```swift
/// let report = ExploreReport(graph: graph, title: "Kata 4 · The tab bar and deep links", folder: "Exercises/04-deep-links")
/// try report.html.write(to: page, atomically: true, encoding: .utf8)
/// ```
public struct ExploreReport: Sendable {
    /// Every state and step the explorer recorded.
    public let graph: ExploreGraph
    /// The graph as drawn: alike states folded into one.
    public let drawn: ExploreGraph
    /// How alike the states folded together are.
    public let likeness: ExploreGraph.Likeness
    /// The kata, as the page's heading names it.
    public let title: String
    /// The learner's folder, as the page names it.
    public let folder: String

    /// The most states drawn before alike ones are folded together, unless asked otherwise.
    public static let defaultLimit = 60

    /// Creates the report of `graph`, drawing at most `limit` states when folding allows.
    public init(graph: ExploreGraph, title: String, folder: String, limit: Int = defaultLimit) {
        self.graph = graph
        (drawn, likeness) = graph.folded(toAtMost: limit)
        self.title = title
        self.folder = folder
    }

    /// The number of states and steps recorded, and how many boxes draw them, in words.
    public var summary: String {
        var text = Plural.count(graph.nodes.count, "state") + " and " + Plural.count(graph.edges.count, "step") + " between them"
        if drawn.nodes.count < graph.nodes.count {
            text += ", drawn as " + Plural.count(drawn.nodes.count, "box", "boxes") + " (states alike but for \(likeness.differences) folded into one)"
        }
        return text
    }
}
