import Foundation

extension ExploreReport {
    /// The drawn graph as Graphviz DOT, left to right: each state a box with its picture
    /// (left-aligned, monospace), each step an edge labelled with what the user did, the
    /// divergent path and its last state in red, a state with a screen left alive dashed.
    ///
    /// ```
    /// dot -Tsvg graph.dot > graph.svg
    /// ```
    public var dot: String {
        let path = GraphLayout.pathEdges(drawn.divergence)
        let diverged = drawn.divergence?.steps.last?.node
        var lines = [
            "digraph \(Self.dotQuoted(drawn.kata)) {",
            "  rankdir=LR;",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f6f8fa\", fontname=\"monospace\", fontsize=10];",
            "  edge [fontname=\"monospace\", fontsize=9];",
        ]
        for node in drawn.nodes {
            let label = labelLines(of: node)
            var attributes = ["label=\(Self.dotQuoted(label.joined(separator: "\n") + "\n", leftAligned: true))"]
            if node.id == diverged {
                attributes.append("color=\"#a40e26\", penwidth=3")
            } else if drawn.divergence?.steps.contains(where: { $0.node == node.id }) == true {
                attributes.append("color=\"#0550ae\", penwidth=2")
            } else if !node.leftAlive.isEmpty {
                attributes.append("color=\"#7d4e00\", style=\"rounded,filled,dashed\", penwidth=2")
            }
            if node.id == 0 {
                attributes.append("peripheries=2")
            }
            lines.append("  n\(node.id) [\(attributes.joined(separator: ", "))];")
        }
        for edge in drawn.edges {
            var attributes = ["label=\(Self.dotQuoted(edge.label))"]
            if path.contains(GraphLayout.PathStep(from: edge.from, to: edge.to, label: edge.label)) {
                attributes.append("color=\"#0550ae\", fontcolor=\"#0550ae\", penwidth=2.5")
            }
            lines.append("  n\(edge.from) -> n\(edge.to) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string: quoted, with `"` and `\` escaped, each line ending `\l` (left-aligned) or `\n`.
    static func dotQuoted(_ text: String, leftAligned: Bool = false) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += leftAligned ? "\\l" : "\\n"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
