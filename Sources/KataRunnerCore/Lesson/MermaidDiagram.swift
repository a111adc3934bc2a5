import Foundation

/// A Mermaid diagram from a lesson, read so that it can be drawn as text.
enum MermaidDiagram {
    /// Boxes joined by arrows (`flowchart` or `graph`).
    case flowchart(MermaidFlowchart)
    /// Participants exchanging messages in order (`sequenceDiagram`).
    case sequence(MermaidSequence)

    /// Reads a diagram's source, or nil for a kind of diagram, or a line, it cannot draw.
    init?(_ source: String) {
        let lines = source.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("%%") }
        guard let header = lines.first else { return nil }
        let body = Array(lines.dropFirst())
        if header.hasPrefix("flowchart") || header.hasPrefix("graph") {
            guard let chart = MermaidFlowchart(body) else { return nil }
            self = .flowchart(chart)
        } else if header.hasPrefix("sequenceDiagram") {
            guard let sequence = MermaidSequence(body) else { return nil }
            self = .sequence(sequence)
        } else {
            return nil
        }
    }

    /// The diagram as lines of text at most `width` columns wide where it can be.
    func drawing(width: Int) -> [String] {
        switch self {
        case let .flowchart(chart): chart.drawing()
        case let .sequence(sequence): sequence.drawing(width: width)
        }
    }

    /// A label's text: quotes taken off, `<br/>` as line breaks, and Mermaid's entity codes as characters.
    static func label(_ raw: String) -> [String] {
        var text = raw.trimmingCharacters(in: .whitespaces)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            text = String(text.dropFirst().dropLast())
        }
        for entity in [("#quot;", "\""), ("#amp;", "&"), ("#lt;", "<"), ("#gt;", ">")] {
            text = text.replacingOccurrences(of: entity.0, with: entity.1)
        }
        return text.replacingOccurrences(of: "<br/>", with: "\n").replacingOccurrences(of: "<br>", with: "\n")
            .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
