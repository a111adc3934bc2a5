extension ExploreGraph {
    /// The graph with alike states drawn as one, at the finest ``Likeness`` that leaves at most
    /// `limit` states (the coarsest when none does), and the likeness chosen.
    ///
    /// The states along the divergent path are never folded: they tell the story.
    public func folded(toAtMost limit: Int) -> (graph: ExploreGraph, likeness: Likeness) {
        for likeness in Likeness.allCases {
            let graph = folded(by: likeness)
            if graph.nodes.count <= limit || likeness == Likeness.allCases.last {
                return (graph, likeness)
            }
        }
        return (self, .same)
    }

    /// The graph with the states that look alike at `likeness` drawn as one: the first of them
    /// stands for the others, with their count, the screens any of them left alive, and their
    /// steps (each once).
    public func folded(by likeness: Likeness) -> ExploreGraph {
        guard likeness != .same else { return self }
        let onPath = Set(divergence?.steps.map(\.node) ?? [])
        var groups: [String: Int] = [:]
        var folded: [Node] = []
        var newID: [Int: Int] = [:]
        for node in nodes {
            let key = onPath.contains(node.id) ? "path \(node.id)" : likeness.key(node)
            if let index = groups[key] {
                folded[index].count += node.count
                folded[index].leftAlive += node.leftAlive.filter { !folded[index].leftAlive.contains($0) }
                folded[index].keptBy += node.keptBy.filter { !folded[index].keptBy.contains($0) }
                newID[node.id] = index
            } else {
                var first = node
                first.id = folded.count
                groups[key] = first.id
                newID[node.id] = first.id
                folded.append(first)
            }
        }
        var seen: Set<Edge> = []
        var foldedEdges: [Edge] = []
        for edge in edges {
            guard let from = newID[edge.from], let to = newID[edge.to] else { continue }
            let mapped = Edge(from: from, to: to, label: edge.label, isTap: edge.isTap)
            if seen.insert(mapped).inserted {
                foldedEdges.append(mapped)
            }
        }
        var path = divergence
        if var steps = path?.steps {
            for index in steps.indices {
                steps[index].node = newID[steps[index].node] ?? steps[index].node
            }
            path?.steps = steps
        }
        return ExploreGraph(kata: kata, nodes: folded, edges: foldedEdges, divergence: path, statesCompared: statesCompared, endedSteps: endedSteps, seconds: seconds)
    }
}
