import Foundation

/// A Mermaid flowchart: its boxes in the order they first appear, and its arrows.
struct MermaidFlowchart {
    /// A box.
    struct Node {
        /// The name the source gives it.
        var id: String
        /// Its label, a line per entry.
        var label: [String]
        /// Whether its shape is rounded (a stadium, a circle, a decision) rather than square.
        var rounded: Bool
    }

    /// An arrow between two boxes.
    struct Edge {
        /// The box it starts from.
        var from: String
        /// The box it points to.
        var to: String
        /// Its label, a line per entry (empty when it has none).
        var label: [String]
        /// Whether it is drawn dotted.
        var dotted: Bool
        /// Whether it ends in an arrowhead.
        var pointed: Bool
    }

    /// The boxes, in the order they first appear.
    private(set) var nodes: [Node] = []
    /// The arrows, in the order they appear.
    private(set) var edges: [Edge] = []

    /// Reads a flowchart's lines after its header, or nil when one of them is not a box or an arrow.
    init?(_ lines: [String]) {
        for line in lines {
            if line.hasPrefix("classDef") || line.hasPrefix("class ") || line.hasPrefix("style") || line.hasPrefix("linkStyle") || line == "end" || line.hasPrefix("subgraph") || line.hasPrefix("direction") {
                continue
            }
            guard parse(Array(line)) else { return nil }
        }
        if nodes.isEmpty { return nil }
    }

    /// The box named `id`.
    func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }

    private mutating func parse(_ characters: [Character]) -> Bool {
        var index = 0
        guard var from = node(characters, &index) else { return false }
        while true {
            skipSpaces(characters, &index)
            if index >= characters.count { return true }
            guard var edge = arrow(characters, &index) else { return false }
            skipSpaces(characters, &index)
            guard let to = node(characters, &index) else { return false }
            edge.from = from
            edge.to = to
            edges.append(edge)
            from = to
        }
    }

    private mutating func node(_ characters: [Character], _ index: inout Int) -> String? {
        skipSpaces(characters, &index)
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            index += 1
        }
        guard index > start else { return nil }
        let id = String(characters[start..<index])
        let shapes: [(String, String, Bool)] = [
            ("([", "])", true), ("[[", "]]", false), ("[(", ")]", true), ("((", "))", true), ("{{", "}}", true),
            ("[", "]", false), ("(", ")", true), ("{", "}", true),
        ]
        var label = [id]
        var rounded = false
        for (open, close, isRounded) in shapes where Self.matches(characters, index, open) {
            var end = index + open.count
            if end < characters.count, characters[end] == "\"" {
                end += 1
                while end < characters.count, characters[end] != "\"" { end += 1 }
                end += 1
            }
            while end < characters.count, !Self.matches(characters, end, close) { end += 1 }
            guard end < characters.count else { return nil }
            label = MermaidDiagram.label(String(characters[(index + open.count)..<end]))
            rounded = isRounded
            index = end + close.count
            break
        }
        if let existing = nodes.firstIndex(where: { $0.id == id }) {
            if label != [id] {
                nodes[existing].label = label
                nodes[existing].rounded = rounded
            }
        } else {
            nodes.append(Node(id: id, label: label, rounded: rounded))
        }
        return id
    }

    private func arrow(_ characters: [Character], _ index: inout Int) -> Edge? {
        let kinds: [(String, Bool, Bool)] = [
            ("-.->", true, true), ("-.-", true, false), ("==>", false, true), ("-->", false, true), ("---", false, false),
        ]
        var edge: Edge?
        for (token, dotted, pointed) in kinds where Self.matches(characters, index, token) {
            edge = Edge(from: "", to: "", label: [], dotted: dotted, pointed: pointed)
            index += token.count
            break
        }
        if edge == nil, Self.matches(characters, index, "-- ") {
            var end = index + 3
            while end < characters.count, !Self.matches(characters, end, "-->"), !Self.matches(characters, end, "---") { end += 1 }
            guard end < characters.count else { return nil }
            let label = MermaidDiagram.label(String(characters[(index + 3)..<end]))
            let pointed = Self.matches(characters, end, "-->")
            index = end + 3
            return Edge(from: "", to: "", label: label, dotted: false, pointed: pointed)
        }
        guard var found = edge else { return nil }
        skipSpaces(characters, &index)
        if index < characters.count, characters[index] == "|" {
            var end = index + 1
            while end < characters.count, characters[end] != "|" { end += 1 }
            guard end < characters.count else { return nil }
            found.label = MermaidDiagram.label(String(characters[(index + 1)..<end]))
            index = end + 1
        }
        return found
    }

    private func skipSpaces(_ characters: [Character], _ index: inout Int) {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private static func matches(_ characters: [Character], _ index: Int, _ token: String) -> Bool {
        let token = Array(token)
        guard index + token.count <= characters.count else { return false }
        return Array(characters[index..<(index + token.count)]) == token
    }
}
