extension ExploreReport {
    /// A state's box as lines of text, the same in DOT and in Mermaid: its number (the launch
    /// named, alike states counted), where the apps parted, a screen left alive and what keeps
    /// it, the picture, then what else the grader compares.
    func labelLines(of node: ExploreGraph.Node) -> [String] {
        var label = ["#\(node.id)" + (node.id == 0 ? " · launch" : "") + (node.count > 1 ? " · \(node.count) states alike but for \(likeness.differences)" : "")]
        if node.id == drawn.divergence?.steps.last?.node, let kind = drawn.divergence?.kind {
            label.append("✕ your app went another way: \(kind)")
        }
        if !node.leftAlive.isEmpty {
            label.append("● still alive: " + node.leftAlive.joined(separator: ", "))
            label += node.keptBy.filter(\.keepsTheScreen).map { "  kept by \($0.description)" }
        }
        label += node.picture
        label += node.details.filter { !$0.hasSuffix(":") && $0 != "  (none)" }.map { $0.trimmingCharacters(in: .whitespaces) }
        return label
    }
}
