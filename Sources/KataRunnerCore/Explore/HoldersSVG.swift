/// Who keeps whom, drawn as SVG: each object a box, each strong reference an arrow from the
/// holder to what it holds, labelled with the property it holds through; the references that
/// keep a screen the user left (the ones to change) drawn dashed and marked ✕.
///
/// ```swift
/// let svg = HoldersSVG(holdings: node.keptBy, title: "What keeps ProductViewController alive", number: 1).svg
/// ```
public struct HoldersSVG: Sendable {
    /// The references to draw.
    public let holdings: [ExploreGraph.Holding]
    /// What the drawing shows, for readers that cannot see it.
    public let title: String
    /// The drawing's number in its page, which sets its arrowhead's id apart.
    public let number: Int

    static let boxHeight = 28.0
    static let columnGap = 200.0
    static let rowGap = 28.0
    static let margin = 16.0

    /// Creates a drawing of `holdings`, the `number`th of its page.
    public init(holdings: [ExploreGraph.Holding], title: String, number: Int) {
        self.holdings = holdings
        self.title = title
        self.number = number
    }

    /// The objects in the order they are drawn, each with its column: what nothing holds first,
    /// then what it holds, one column further each time.
    public var columns: [(name: String, column: Int)] {
        var names: [String] = []
        for holding in holdings {
            for name in [holding.holder, holding.held] where !names.contains(name) {
                names.append(name)
            }
        }
        let held = Set(holdings.filter { $0.holder != $0.held }.map(\.held))
        var column: [String: Int] = [:]
        var queue = names.filter { !held.contains($0) }
        for root in queue {
            column[root] = 0
        }
        var index = 0
        while index < queue.count {
            let here = queue[index]
            index += 1
            for holding in holdings where holding.holder == here && holding.held != here && column[holding.held] == nil {
                column[holding.held] = (column[here] ?? 0) + 1
                queue.append(holding.held)
            }
        }
        return names.map { ($0, column[$0] ?? 0) }
    }

    /// The drawing as an `<svg>` element.
    public var svg: String {
        let n = Markup.number
        let placed = columns
        var x: [String: Double] = [:]
        var y: [String: Double] = [:]
        var width: [String: Double] = [:]
        let columnCount = (placed.map(\.column).max() ?? 0) + 1
        var columnX = [Self.margin]
        for column in 0..<columnCount {
            let widest = placed.filter { $0.column == column }.map { Double($0.name.count) * GraphLayout.characterWidth + 2 * GraphLayout.padding }.max() ?? 0
            columnX.append(columnX[column] + widest + Self.columnGap)
        }
        var bottom = Array(repeating: Self.margin + Self.rowGap, count: columnCount)
        for (name, column) in placed {
            x[name] = columnX[column]
            y[name] = bottom[column]
            width[name] = Double(name.count) * GraphLayout.characterWidth + 2 * GraphLayout.padding
            bottom[column] += Self.boxHeight + Self.rowGap
        }
        let totalWidth = (columnX.last ?? 0) - Self.columnGap + Self.margin
        let totalHeight = (bottom.max() ?? 0) + Self.margin
        var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" class=\"holders\" width=\"\(n(totalWidth))\" height=\"\(n(totalHeight))\" viewBox=\"0 0 \(n(totalWidth)) \(n(totalHeight))\" role=\"img\">"]
        parts.append("<title>\(Markup.escape(title))</title>")
        for holding in holdings {
            let from = (x: x[holding.holder] ?? 0, y: y[holding.holder] ?? 0, width: width[holding.holder] ?? 0)
            let to = (x: x[holding.held] ?? 0, y: y[holding.held] ?? 0)
            let label = (holding.keepsTheScreen ? "✕ " : "") + holding.path + (holding.throughClosure ? " (a closure)" : "")
            let style = holding.keepsTheScreen ? "reference keeps-the-screen" : "reference"
            let d: String
            let labelAt: (x: Double, y: Double)
            if holding.holder == holding.held {
                let left = from.x + 12
                let right = from.x + from.width - 12
                d = "M\(n(left)),\(n(from.y)) C\(n(left)),\(n(from.y - 24)) \(n(right)),\(n(from.y - 24)) \(n(right)),\(n(from.y - 1))"
                labelAt = (from.x + 4, from.y - 20)
            } else {
                let start = (x: from.x + from.width, y: from.y + Self.boxHeight / 2)
                let end = (x: to.x - 1, y: to.y + Self.boxHeight / 2)
                d = "M\(n(start.x)),\(n(start.y)) L\(n(end.x)),\(n(end.y))"
                labelAt = (start.x + 8, min(start.y, end.y) - 6)
            }
            parts.append("<g class=\"\(style)\"><path d=\"\(d)\" marker-end=\"url(#held-\(number)\(holding.keepsTheScreen ? "-bad" : ""))\"/><text x=\"\(n(labelAt.x))\" y=\"\(n(labelAt.y))\">\(Markup.escape(label))</text></g>")
        }
        for (name, _) in placed {
            let screen = holdings.contains { $0.held == name && $0.keepsTheScreen }
            parts.append("<g class=\"object\(screen ? " left-alive" : "")\"><rect x=\"\(n(x[name] ?? 0))\" y=\"\(n(y[name] ?? 0))\" width=\"\(n(width[name] ?? 0))\" height=\"\(n(Self.boxHeight))\" rx=\"4\"/>"
                + "<text x=\"\(n((x[name] ?? 0) + GraphLayout.padding))\" y=\"\(n((y[name] ?? 0) + 18))\">\(Markup.escape(name))</text></g>")
        }
        let markers = [("held-\(number)", "arrowhead"), ("held-\(number)-bad", "arrowhead bad")].map { id, style in
            "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path class=\"\(style)\" d=\"M0,0 L10,5 L0,10 z\"/></marker>"
        }
        parts.insert("<defs>" + markers.joined() + "</defs>", at: 2)
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}
