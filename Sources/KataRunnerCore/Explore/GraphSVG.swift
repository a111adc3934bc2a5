/// An explored graph's layout drawn as SVG, to inline in a page: each state a box with its
/// lines, each arrow a curve through its label, styled by the page's CSS classes (`node`,
/// `diverged`, `left-alive`, `edge`, `label`…), so a light or dark colour scheme restyles it.
///
/// ```swift
/// let svg = GraphSVG(layout: GraphLayout(graph: graph, likeness: .same), title: "Kata 4").svg
/// ```
public struct GraphSVG: Sendable {
    /// Where everything goes.
    public let layout: GraphLayout
    /// What the drawing shows, for readers that cannot see it.
    public let title: String

    /// Creates a drawing of a layout.
    public init(layout: GraphLayout, title: String) {
        self.layout = layout
        self.title = title
    }

    /// The drawing as an `<svg>` element.
    public var svg: String {
        let n = Markup.number
        var parts: [String] = []
        parts.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" class=\"graph\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" role=\"img\" aria-labelledby=\"graph-title\">")
        parts.append("<title id=\"graph-title\">\(Markup.escape(title))</title>")
        parts.append("<defs>")
        for (id, style) in [("arrow", "arrowhead"), ("arrow-on-path", "arrowhead on-path")] {
            parts.append("<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto-start-reverse\"><path class=\"\(style)\" d=\"M0,0 L10,5 L0,10 z\"/></marker>")
        }
        parts.append("</defs>")
        parts.append("<g class=\"edges\">")
        for arrow in layout.arrows.sorted(by: { !$0.onPath && $1.onPath }) {
            let bend = min(GraphLayout.arrowRoom, max(12, (arrow.label.x - arrow.start.x) / 2))
            let middle = arrow.label.y + arrow.label.height / 2
            let labelEnd = arrow.label.x + arrow.label.width
            let d = "M\(n(arrow.start.x)),\(n(arrow.start.y)) C\(n(arrow.start.x + bend)),\(n(arrow.start.y)) \(n(arrow.label.x - bend)),\(n(middle)) \(n(arrow.label.x)),\(n(middle)) "
                + "L\(n(labelEnd)),\(n(middle)) C\(n(labelEnd + bend)),\(n(middle)) \(n(arrow.end.x - bend)),\(n(arrow.end.y)) \(n(arrow.end.x - 1)),\(n(arrow.end.y))"
            let marker = arrow.onPath ? "arrow-on-path" : "arrow"
            parts.append("<path class=\"edge\(arrow.onPath ? " on-path" : "")\" data-from=\"\(arrow.from)\" data-to=\"\(arrow.to)\" d=\"\(d)\" marker-end=\"url(#\(marker))\"/>")
        }
        parts.append("</g>")
        parts.append("<g class=\"labels\">")
        for arrow in layout.arrows.sorted(by: { !$0.onPath && $1.onPath }) {
            parts.append("<g class=\"label\(arrow.onPath ? " on-path" : "")\"><title>\(Markup.escape("#\(arrow.from) → #\(arrow.to): " + arrow.labels.joined(separator: ", ")))</title>"
                + "<rect x=\"\(n(arrow.label.x))\" y=\"\(n(arrow.label.y))\" width=\"\(n(arrow.label.width))\" height=\"\(n(arrow.label.height))\" rx=\"4\"/>"
                + "<text x=\"\(n(arrow.label.x + GraphLayout.padding))\" y=\"\(n(arrow.label.y + 13))\">\(Markup.escape(arrow.shownLabel))</text></g>")
        }
        parts.append("</g>")
        parts.append("<g class=\"nodes\">")
        for box in layout.boxes {
            let classes = (["node"] + GraphLayout.Mark.allCases.filter { box.marks.contains($0) }.map(\.rawValue)).joined(separator: " ")
            parts.append("<g class=\"\(classes)\" id=\"state-\(box.id)\">")
            parts.append("<rect class=\"box\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"6\"/>")
            for (index, line) in box.lines.enumerated() {
                let top = box.y + GraphLayout.padding + Double(index) * GraphLayout.lineHeight
                if line.style == .visible {
                    parts.append("<rect class=\"visible-line\" x=\"\(n(box.x + 2))\" y=\"\(n(top))\" width=\"\(n(box.width - 4))\" height=\"\(n(GraphLayout.lineHeight))\"/>")
                }
                parts.append("<text class=\"line-\(line.style.rawValue)\" x=\"\(n(box.x + GraphLayout.padding))\" y=\"\(n(top + 12))\">\(Markup.escape(line.text))</text>")
            }
            parts.append("</g>")
        }
        parts.append("</g>")
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}
