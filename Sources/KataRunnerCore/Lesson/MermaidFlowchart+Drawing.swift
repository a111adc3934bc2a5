extension MermaidFlowchart {
    /// The chart as text: each box drawn once, under the first solid arrow that reaches it (a
    /// dotted one when no solid one does), straight down when it is the only one from its box,
    /// with that arrow's label on the line into it; the arrows that point back or across the
    /// drawing are listed under it, one a line.
    func drawing() -> [String] {
        var placed: Set<String> = []
        var treeEdges: Set<Int> = []
        func visit(_ id: String) {
            placed.insert(id)
            for (number, edge) in edges.enumerated() where edge.from == id && !edge.dotted && !placed.contains(edge.to) {
                treeEdges.insert(number)
                visit(edge.to)
            }
        }
        let targets = Set(edges.map(\.to))
        var order = nodes.map(\.id).filter { !targets.contains($0) }
        order.forEach(visit)
        while placed.count < nodes.count {
            if let (number, edge) = edges.enumerated().first(where: { placed.contains($0.element.from) && !placed.contains($0.element.to) }) {
                treeEdges.insert(number)
                visit(edge.to)
            } else if let next = nodes.first(where: { !placed.contains($0.id) }) {
                order.append(next.id)
                visit(next.id)
            }
        }
        var lines: [String] = []
        for (number, root) in order.enumerated() {
            if number > 0 { lines.append("") }
            lines += subtree(root, treeEdges: treeEdges)
        }
        let others = edges.indices.filter { !treeEdges.contains($0) }.map { edges[$0] }
        if !others.isEmpty {
            lines.append("")
            lines.append(others.count == 1 ? "And one more arrow:" : "And \(others.count) more arrows:")
            lines += others.map { "  " + line(for: $0) }
        }
        return lines
    }

    /// An arrow written on one line: `From ──label──▶ To`, dotted `From ┄┄label┄┄▶ To`.
    func line(for edge: Edge) -> String {
        let dash = edge.dotted ? "┄┄" : "──"
        let head = edge.pointed ? "▶" : String(dash.prefix(1))
        let label = edge.label.joined(separator: " ")
        let middle = label.isEmpty ? dash + dash + head : "\(dash) \(label) \(dash)\(head)"
        return "\(name(edge.from)) \(middle) \(name(edge.to))"
    }

    private func name(_ id: String) -> String {
        guard let label = node(id)?.label, let first = label.first else { return id }
        let alike = nodes.filter { $0.label.first == first }.count
        return alike > 1 && label.count > 1 ? "\(first) (\(label.dropFirst().joined(separator: " ")))" : first
    }

    private func subtree(_ id: String, treeEdges: Set<Int>) -> [String] {
        let children = edges.indices.filter { treeEdges.contains($0) && edges[$0].from == id }
        var lines = box(id, hasChildren: !children.isEmpty)
        for (position, number) in children.enumerated() {
            let edge = edges[number]
            let last = position == children.count - 1
            let rail = edge.dotted ? "┆" : "│"
            lines += edge.label.map { "  \(rail) \($0)" }
            if children.count == 1 {
                lines.append(edge.pointed ? "  ▼" : "  \(rail)")
                lines += subtree(edge.to, treeEdges: treeEdges)
                continue
            }
            let dash = edge.dotted ? "┄┄" : "──"
            let connector = (last ? "└" : "├") + dash + (edge.pointed ? "▶" : String(dash.prefix(1)))
            let child = subtree(edge.to, treeEdges: treeEdges)
            for (row, text) in child.enumerated() {
                let prefix = row == 0 ? "  " + connector : (last ? "      " : "  │   ")
                lines.append(prefix + text)
            }
        }
        return lines
    }

    private func box(_ id: String, hasChildren: Bool) -> [String] {
        let label = node(id)?.label ?? [id]
        let inner = label.map(VisibleText.width).max() ?? 0
        let corners = node(id)?.rounded == true ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let rule = String(repeating: "─", count: inner + 2)
        var bottom = corners.2 + rule + corners.3
        if hasChildren {
            bottom = corners.2 + "─┬" + String(repeating: "─", count: inner) + corners.3
        }
        return [corners.0 + rule + corners.1] + label.map { "│ " + VisibleText.pad($0, to: inner) + " │" } + [bottom]
    }
}
