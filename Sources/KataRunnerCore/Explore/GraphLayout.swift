import Foundation

/// Where each state and step of an explored graph is drawn: the states in columns by the fewest
/// steps that reach them from the launch (breadth first), each column ordered to keep steps
/// short, and each step to the next column an arrow whose label has a place of its own.
///
/// A step to a state in the same column or an earlier one, or back to the same state, is not an
/// arrow across the drawing: its state lists it (`↩ #2: Back`, `↺ opening katashop://cart`), so
/// a graph of many states stays a row of columns a reader follows left to right.
///
/// ```swift
/// let layout = GraphLayout(graph: graph, likeness: .samePicture)
/// for box in layout.boxes { print(box.id, box.x, box.y, box.lines.map(\.text)) }
/// ```
public struct GraphLayout: Sendable {
    /// Each state as a box, by state number.
    public let boxes: [Box]
    /// Each step between two columns, the steps between one pair of states as one arrow.
    public let arrows: [Arrow]
    /// The drawing's width, in pixels.
    public let width: Double
    /// The drawing's height, in pixels.
    public let height: Double

    /// The width of a character of a state's text, in pixels (12 px monospace, with room to spare).
    static let characterWidth = 7.4
    /// The height of a line of a state's text.
    static let lineHeight = 16.0
    /// The width of a character of a step's label (11 px monospace).
    static let labelCharacterWidth = 6.8
    /// The height of a step's label.
    static let labelHeight = 18.0
    /// The most characters a line of a state shows before it is cut short.
    static let longestLine = 64
    /// The most characters a step's label shows before it is cut short; the whole label is its tooltip.
    static let longestLabel = 34
    static let padding = 8.0
    static let margin = 16.0
    static let rowGap = 22.0
    static let arrowRoom = 34.0

    /// A state's box and its text, a line each.
    public struct Box: Sendable {
        /// The state's number.
        public let id: Int
        /// The column it is drawn in: the fewest steps from the launch.
        public let column: Int
        /// The box's left edge.
        public let x: Double
        /// The box's top edge.
        public let y: Double
        /// The box's width.
        public let width: Double
        /// The box's height.
        public let height: Double
        /// What the box says, top to bottom.
        public let lines: [Line]
        /// What marks the state: the launch, where the apps parted, a screen left alive.
        public let marks: Set<Mark>
    }

    /// What marks a state in the drawing.
    public enum Mark: String, Sendable, Hashable, CaseIterable {
        /// The state the app launched into.
        case launch
        /// The state where the learner's app went another way than the lesson's.
        case diverged
        /// A state on the steps that lead there.
        case onPath = "on-path"
        /// A state where the learner's app keeps a screen the user left, and the lesson's does not.
        case leftAlive = "left-alive"
        /// A state where a button does nothing, in the lesson's app too.
        case buttonDoesNothing = "button-does-nothing"
    }

    /// One line of a state's box.
    public struct Line: Sendable, Equatable {
        /// The text, cut short when long.
        public let text: String
        /// How it is drawn.
        public let style: Style

        /// How a line of a state's box is drawn.
        public enum Style: String, Sendable {
            /// The state's number and how many states it stands for.
            case header
            /// Where the learner's app went another way.
            case bad
            /// A screen left alive.
            case warning
            /// A line of the window's picture.
            case picture
            /// The line of the screen the user sees.
            case visible
            /// What else is compared: the texts on screen.
            case detail
            /// A step that leads back, or changes nothing.
            case step
        }
    }

    /// The steps from one state to a state in the next column.
    public struct Arrow: Sendable {
        /// The state the steps are made in.
        public let from: Int
        /// The state they lead to.
        public let to: Int
        /// What the user did, each step.
        public let labels: [String]
        /// The label as drawn: the steps joined, cut short when long.
        public let shownLabel: String
        /// Where the arrow leaves its state.
        public let start: (x: Double, y: Double)
        /// The label's box: its left edge, top, width and height.
        public let label: (x: Double, y: Double, width: Double, height: Double)
        /// Where the arrow reaches its state.
        public let end: (x: Double, y: Double)
        /// Whether the arrow is a step of the divergent path.
        public let onPath: Bool
    }

    /// Lays out `graph`, whose alike states were folded at `likeness`.
    public init(graph: ExploreGraph, likeness: ExploreGraph.Likeness) {
        let count = graph.nodes.count
        let depth = Self.depths(graph)
        let columnCount = (depth.max() ?? -1) + 1
        let pathEdges = Self.pathEdges(graph.divergence)
        let onPath = Set(graph.divergence?.steps.map(\.node) ?? [])
        let diverged = graph.divergence?.steps.last?.node

        // Steps to the next column are arrows; the others are listed in their state's box.
        var forward: [[Int]: [String]] = [:]
        var forwardOrder: [[Int]] = []
        var loops: [Int: [String]] = [:]
        var idleButtons: Set<Int> = []
        var backs: [Int: [(to: Int, label: String)]] = [:]
        for edge in graph.edges {
            if edge.from == edge.to {
                loops[edge.from, default: []].append(edge.label)
                if edge.isTap { idleButtons.insert(edge.from) }
            } else if depth[edge.to] == depth[edge.from] + 1 {
                let pair = [edge.from, edge.to]
                if forward[pair] == nil {
                    forwardOrder.append(pair)
                }
                forward[pair, default: []].append(edge.label)
            } else {
                backs[edge.from, default: []].append((edge.to, edge.label))
            }
        }

        var sizes: [(width: Double, height: Double)] = []
        var texts: [[Line]] = []
        var marks: [Set<Mark>] = []
        for node in graph.nodes {
            var nodeMarks: Set<Mark> = []
            if node.id == 0 { nodeMarks.insert(.launch) }
            if node.id == diverged { nodeMarks.insert(.diverged) } else if onPath.contains(node.id) { nodeMarks.insert(.onPath) }
            if !node.leftAlive.isEmpty { nodeMarks.insert(.leftAlive) }
            if idleButtons.contains(node.id) { nodeMarks.insert(.buttonDoesNothing) }
            let lines = Self.lines(of: node, likeness: likeness, diverged: node.id == diverged ? graph.divergence : nil, loops: loops[node.id] ?? [], backs: backs[node.id] ?? [])
            let longest = lines.map(\.text.count).max() ?? 0
            sizes.append((Double(longest) * Self.characterWidth + 2 * Self.padding, Double(lines.count) * Self.lineHeight + 2 * Self.padding))
            texts.append(lines)
            marks.append(nodeMarks)
        }

        var columns: [[Int]] = Array(repeating: [], count: columnCount)
        for id in 0..<count {
            columns[depth[id]].append(id)
        }
        var predecessors: [Int: [Int]] = [:]
        for pair in forwardOrder {
            predecessors[pair[1], default: []].append(pair[0])
        }
        var columnX: [Double] = []
        var x = Self.margin
        var top = Array(repeating: 0.0, count: count)
        var gapWidths: [Double] = []
        for (index, column) in columns.enumerated() {
            columnX.append(x)
            let widest = column.map { sizes[$0].width }.max() ?? 0
            let labels = forwardOrder.filter { depth[$0[0]] == index }.map { Self.shown(forward[$0] ?? []).count }
            let gap = labels.isEmpty ? Self.arrowRoom : Double(labels.max() ?? 0) * Self.labelCharacterWidth + 2 * Self.padding + 2 * Self.arrowRoom
            gapWidths.append(gap)
            x += widest + gap
        }
        for (index, column) in columns.enumerated() {
            let ordered = index == 0 ? column : column.sorted { one, other in
                let first = Self.barycentre(predecessors[one] ?? [], top: top, sizes: sizes)
                let second = Self.barycentre(predecessors[other] ?? [], top: top, sizes: sizes)
                return first == second ? one < other : first < second
            }
            var bottom = Self.margin
            for id in ordered {
                let centre = Self.barycentre(predecessors[id] ?? [], top: top, sizes: sizes)
                let wanted = centre.isFinite ? centre - sizes[id].height / 2 : bottom
                top[id] = max(bottom, wanted)
                bottom = top[id] + sizes[id].height + Self.rowGap
            }
            columns[index] = ordered
        }
        let boxes = (0..<count).map { id in
            Box(id: id, column: depth[id], x: columnX[depth[id]], y: top[id], width: sizes[id].width, height: sizes[id].height, lines: texts[id], marks: marks[id])
        }

        // Labels sit in the gap after their column, each in a row of its own, near halfway.
        var labelTop: [[Int]: Double] = [:]
        for index in 0..<columnCount {
            let pairs = forwardOrder.filter { depth[$0[0]] == index }.sorted { one, other in
                Self.halfway(one, boxes) == Self.halfway(other, boxes) ? one.lexicographicallyPrecedes(other) : Self.halfway(one, boxes) < Self.halfway(other, boxes)
            }
            var bottom = Self.margin
            for pair in pairs {
                let wanted = Self.halfway(pair, boxes) - Self.labelHeight / 2
                labelTop[pair] = max(bottom, wanted)
                bottom = (labelTop[pair] ?? 0) + Self.labelHeight + 4
            }
        }
        var arrows: [Arrow] = []
        var leaving: [Int: [[Int]]] = [:]
        var arriving: [Int: [[Int]]] = [:]
        for pair in forwardOrder {
            leaving[pair[0], default: []].append(pair)
            arriving[pair[1], default: []].append(pair)
        }
        func port(_ pair: [Int], among pairs: [[Int]], of box: Box) -> Double {
            let sorted = pairs.sorted { (labelTop[$0] ?? 0) < (labelTop[$1] ?? 0) }
            let index = Double(sorted.firstIndex(of: pair) ?? 0)
            let inset = min(14.0, box.height / 2)
            let span = box.height - 2 * inset
            return box.y + inset + (sorted.count == 1 ? span / 2 : span * index / Double(sorted.count - 1))
        }
        for pair in forwardOrder {
            let from = boxes[pair[0]]
            let to = boxes[pair[1]]
            let labels = forward[pair] ?? []
            let shown = Self.shown(labels)
            let gapStart = columnX[from.column] + (columns[from.column].map { boxes[$0].width }.max() ?? 0)
            let labelWidth = Double(shown.count) * Self.labelCharacterWidth + 2 * Self.padding
            let labelX = gapStart + (gapWidths[from.column] - labelWidth) / 2
            arrows.append(Arrow(
                from: pair[0],
                to: pair[1],
                labels: labels,
                shownLabel: shown,
                start: (from.x + from.width, port(pair, among: leaving[pair[0]] ?? [], of: from)),
                label: (labelX, labelTop[pair] ?? 0, labelWidth, Self.labelHeight),
                end: (to.x, port(pair, among: arriving[pair[1]] ?? [], of: to)),
                onPath: labels.contains { pathEdges.contains(PathStep(from: pair[0], to: pair[1], label: $0)) }
            ))
        }
        self.boxes = boxes
        self.arrows = arrows
        self.width = x - (gapWidths.last ?? 0) + Self.margin
        let lowest = max(boxes.map { $0.y + $0.height }.max() ?? 0, arrows.map { $0.label.y + $0.label.height }.max() ?? 0)
        self.height = lowest + Self.margin
    }

    /// The fewest steps from the launch to each state; a state no step reaches comes last.
    static func depths(_ graph: ExploreGraph) -> [Int] {
        let count = graph.nodes.count
        guard count > 0 else { return [] }
        var next: [Int: [Int]] = [:]
        for edge in graph.edges where edge.from != edge.to {
            next[edge.from, default: []].append(edge.to)
        }
        var depth = Array(repeating: -1, count: count)
        depth[0] = 0
        var queue = [0]
        var index = 0
        while index < queue.count {
            let here = queue[index]
            index += 1
            for there in next[here] ?? [] where depth[there] < 0 {
                depth[there] = depth[here] + 1
                queue.append(there)
            }
        }
        let unreached = (depth.max() ?? 0) + 1
        return depth.map { $0 < 0 ? unreached : $0 }
    }

    /// The steps of the divergent path, each as its states and label.
    static func pathEdges(_ divergence: DivergentPath?) -> Set<PathStep> {
        guard let steps = divergence?.steps, steps.count > 1 else { return [] }
        return Set(zip(steps, steps.dropFirst()).compactMap { before, after in
            after.label.map { PathStep(from: before.node, to: after.node, label: $0) }
        })
    }

    /// A step of the divergent path: from a state, to a state, by what the user did.
    struct PathStep: Hashable {
        let from: Int
        let to: Int
        let label: String
    }

    /// A step's labels as one label drawn: joined, cut short when long.
    static func shown(_ labels: [String]) -> String {
        cut(labels.joined(separator: ", "), at: longestLabel)
    }

    /// `text`, cut to `limit` characters with an ellipsis when longer.
    static func cut(_ text: String, at limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The middle height of the states `ids`, placed at `top`; infinite for none.
    private static func barycentre(_ ids: [Int], top: [Double], sizes: [(width: Double, height: Double)]) -> Double {
        guard !ids.isEmpty else { return .infinity }
        return ids.map { top[$0] + sizes[$0].height / 2 }.reduce(0, +) / Double(ids.count)
    }

    /// The height halfway between the middles of a pair's two states.
    private static func halfway(_ pair: [Int], _ boxes: [Box]) -> Double {
        let from = boxes[pair[0]]
        let to = boxes[pair[1]]
        return (from.y + from.height / 2 + to.y + to.height / 2) / 2
    }

    /// What a state's box says: its number (and how many states it stands for), its marks, the
    /// window's picture, what else is compared, and the steps that lead back or change nothing.
    static func lines(of node: ExploreGraph.Node, likeness: ExploreGraph.Likeness, diverged: DivergentPath?, loops: [String], backs: [(to: Int, label: String)]) -> [Line] {
        var header = "#\(node.id)"
        if node.id == 0 { header += " · launch" }
        if node.count > 1 { header += " · \(node.count) states alike but for \(likeness.differences)" }
        var lines = [Line(text: cut(header, at: longestLine), style: .header)]
        if let diverged {
            lines.append(Line(text: cut("✕ your app went another way: \(diverged.kind)", at: longestLine), style: .bad))
        }
        if !node.leftAlive.isEmpty {
            lines.append(Line(text: cut("● still alive: " + node.leftAlive.joined(separator: ", "), at: longestLine), style: .warning))
            lines += node.keptBy.filter(\.keepsTheScreen).prefix(2).map { Line(text: cut("  kept by \($0.description)", at: longestLine), style: .warning) }
        }
        lines += node.picture.map { Line(text: cut($0, at: longestLine), style: $0.contains("◀") ? .visible : .picture) }
        if node.otherWindows > 0 {
            lines.append(Line(text: "+ " + Plural.count(node.otherWindows, "other window"), style: .detail))
        }
        let details = node.details.filter { !$0.hasSuffix(":") && $0 != "  (none)" }
        lines += details.prefix(4).map { Line(text: cut($0.trimmingCharacters(in: .whitespaces), at: longestLine), style: .detail) }
        if details.count > 4 {
            lines.append(Line(text: "… " + Plural.count(details.count - 4, "more line"), style: .detail))
        }
        lines += loops.prefix(3).map { Line(text: cut("↺ \($0): stays here", at: longestLine), style: .step) }
        if loops.count > 3 {
            lines.append(Line(text: "↺ and " + Plural.count(loops.count - 3, "more step") + " that stay here", style: .step))
        }
        var byTarget: [Int: [String]] = [:]
        var targets: [Int] = []
        for back in backs {
            if byTarget[back.to] == nil { targets.append(back.to) }
            byTarget[back.to, default: []].append(back.label)
        }
        lines += targets.prefix(4).map { Line(text: cut("↩ #\($0): " + (byTarget[$0] ?? []).joined(separator: ", "), at: longestLine), style: .step) }
        if targets.count > 4 {
            lines.append(Line(text: "↩ and steps to " + Plural.count(targets.count - 4, "more state"), style: .step))
        }
        return lines
    }
}
