import Foundation

extension ExploreReport {
    /// The drawn graph as a Mermaid flowchart, left to right: each state a node with its picture
    /// (line breaks as `<br/>`, leading spaces kept) and what else is compared, each step a
    /// labelled edge, and classes for the launch, the divergent path, where the apps parted and
    /// a screen left alive.
    ///
    /// ```
    /// flowchart LR
    ///   n0["#0 · launch<br/>UINavigationController<br/>└─ WelcomeViewController   ◀ visible"]
    ///   n0 -->|"#quot;Next#quot;"| n1
    /// ```
    public var mermaid: String {
        let path = GraphLayout.pathEdges(drawn.divergence)
        let onPath = Set(drawn.divergence?.steps.map(\.node) ?? [])
        let diverged = drawn.divergence?.steps.last?.node
        var lines = ["flowchart LR"]
        for node in drawn.nodes {
            let label = labelLines(of: node)
            lines.append("  n\(node.id)[\"\(label.map(Self.mermaidText).joined(separator: "<br/>"))\"]")
        }
        var pathLinks: [Int] = []
        for (index, edge) in drawn.edges.enumerated() {
            lines.append("  n\(edge.from) -->|\"\(Self.mermaidText(edge.label))\"| n\(edge.to)")
            if path.contains(GraphLayout.PathStep(from: edge.from, to: edge.to, label: edge.label)) {
                pathLinks.append(index)
            }
        }
        lines.append("  classDef launch stroke-width:3px")
        lines.append("  classDef onPath stroke:#0550ae,stroke-width:2px")
        lines.append("  classDef diverged stroke:#a40e26,stroke-width:4px")
        lines.append("  classDef leftAlive stroke:#7d4e00,stroke-width:2px,stroke-dasharray:6 3")
        lines.append("  class n0 launch")
        let marked: [(String, [Int])] = [
            ("onPath", drawn.nodes.map(\.id).filter { onPath.contains($0) && $0 != diverged }),
            ("diverged", diverged.map { [$0] } ?? []),
            ("leftAlive", drawn.nodes.filter { !$0.leftAlive.isEmpty }.map(\.id)),
        ]
        for (name, ids) in marked where !ids.isEmpty {
            lines.append("  class " + ids.map { "n\($0)" }.joined(separator: ",") + " " + name)
        }
        if !pathLinks.isEmpty {
            lines.append("  linkStyle " + pathLinks.map(String.init).joined(separator: ",") + " stroke:#0550ae,stroke-width:3px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a Mermaid label in quotes: quotes, angle brackets and `#` as Mermaid's
    /// entity codes, and the spaces of a tree's branches kept as non-breaking ones so the tree
    /// keeps its shape.
    static func mermaidText(_ text: String) -> String {
        var result = ""
        var inBranches = true
        for character in text {
            if inBranches, character == " " {
                result += "#160;"
                continue
            }
            inBranches = inBranches && "│├└─".contains(character)
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "#": result += "#35;"
            default: result.append(character)
            }
        }
        return result
    }
}
