import Foundation

/// A Mermaid sequence diagram: participants side by side, and the messages they send, in order.
struct MermaidSequence {
    /// A message from one participant to another.
    struct Message {
        /// The index of the participant that sends it.
        var from: Int
        /// The index of the participant that receives it.
        var to: Int
        /// What it says.
        var text: String
        /// Whether it is drawn dashed (a reply).
        var dashed: Bool
    }

    /// The participants' names as the source gives them.
    private(set) var ids: [String] = []
    /// The participants' labels, in order.
    private(set) var labels: [String] = []
    /// The messages, in order.
    private(set) var messages: [Message] = []

    /// Reads a sequence diagram's lines after its header, or nil when one is neither a
    /// participant nor a message.
    init?(_ lines: [String]) {
        for line in lines {
            if line.hasPrefix("participant ") || line.hasPrefix("actor ") {
                let declaration = line.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
                let parts = declaration.components(separatedBy: " as ")
                let id = parts[0].trimmingCharacters(in: .whitespaces)
                _ = participant(id, label: parts.count > 1 ? parts.dropFirst().joined(separator: " as ") : id)
                continue
            }
            if line.hasPrefix("autonumber") || line.hasPrefix("activate ") || line.hasPrefix("deactivate ") {
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let head = line[..<colon]
            let text = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            var found: (Range<String.Index>, Bool)?
            for (token, dashed) in [("-->>", true), ("->>", false), ("-->", true), ("->", false), ("--)", true), ("-)", false)] {
                if let range = head.range(of: token) {
                    found = (range, dashed)
                    break
                }
            }
            guard let (range, dashed) = found else { return nil }
            let from = head[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let to = head[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " +-"))
            guard !from.isEmpty, !to.isEmpty else { return nil }
            messages.append(Message(from: participant(from, label: from), to: participant(to, label: to), text: text, dashed: dashed))
        }
        if messages.isEmpty { return nil }
    }

    private mutating func participant(_ id: String, label: String) -> Int {
        if let index = ids.firstIndex(of: id) { return index }
        ids.append(id)
        labels.append(MermaidDiagram.label(label).joined(separator: " "))
        return ids.count - 1
    }

    /// The diagram with a lifeline under each participant and each message an arrow between
    /// them, or, when that would be wider than `width`, the messages as a numbered list.
    func drawing(width: Int) -> [String] {
        let centres = columns()
        guard let last = centres.last, let lastLabel = labels.last, last + (VisibleText.width(lastLabel) + 4) / 2 + 1 <= width else {
            return messages.enumerated().map { number, message in
                let arrow = message.dashed ? "┄┄▶" : "──▶"
                return "\(number + 1). \(labels[message.from]) \(arrow) \(labels[message.to]): \(message.text)"
            }
        }
        let total = last + (VisibleText.width(lastLabel) + 4) / 2 + 1
        var lines: [String] = []
        var boxes = Array(repeating: Array(repeating: Character(" "), count: total), count: 3)
        for (index, label) in labels.enumerated() {
            let inner = VisibleText.width(label) + 2
            let left = centres[index] - (inner + 2) / 2
            let rows = ["┌" + String(repeating: "─", count: inner) + "┐", "│ " + label + " │", "└" + String(repeating: "─", count: (inner + 2) / 2 - 1) + "┬" + String(repeating: "─", count: inner - (inner + 2) / 2) + "┘"]
            for (row, text) in rows.enumerated() {
                for (offset, character) in text.enumerated() where left + offset >= 0 && left + offset < total {
                    boxes[row][left + offset] = character
                }
            }
        }
        lines += boxes.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        for message in messages {
            var above = lifelines(centres, total)
            var arrow = lifelines(centres, total)
            let low = min(message.from, message.to)
            let high = max(message.from, message.to)
            for (offset, character) in message.text.enumerated() where centres[low] + 2 + offset < total {
                above[centres[low] + 2 + offset] = character
            }
            if low == high {
                arrow[centres[low]] = "├"
                arrow[centres[low] + 1] = "↩"
            } else {
                for column in (centres[low] + 1)..<centres[high] {
                    arrow[column] = message.dashed ? "┄" : "─"
                }
                if message.from < message.to {
                    arrow[centres[low]] = "├"
                    arrow[centres[high] - 1] = "▶"
                } else {
                    arrow[centres[high]] = "┤"
                    arrow[centres[low] + 1] = "◀"
                }
            }
            lines.append(String(above).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
            lines.append(String(arrow).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
        lines.append(String(lifelines(centres, total)).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        return lines
    }

    private func lifelines(_ centres: [Int], _ total: Int) -> [Character] {
        var row = Array(repeating: Character(" "), count: total)
        for centre in centres { row[centre] = "│" }
        return row
    }

    /// Each participant's column: far enough apart for their boxes, and for every message's
    /// text to fit between the two lifelines it joins.
    private func columns() -> [Int] {
        let halves = labels.map { (VisibleText.width($0) + 4 + 1) / 2 }
        guard let first = halves.first else { return [] }
        var centres = [first]
        for index in labels.indices.dropFirst() {
            centres.append(centres[index - 1] + halves[index - 1] + halves[index] + 1)
        }
        let spans = messages.filter { $0.from != $0.to }.sorted { abs($0.to - $0.from) < abs($1.to - $1.from) }
        for message in spans {
            let low = min(message.from, message.to)
            let high = max(message.from, message.to)
            let need = VisibleText.width(message.text) + 3
            let deficit = need - (centres[high] - centres[low])
            if deficit > 0 {
                for index in high..<centres.count { centres[index] += deficit }
            }
        }
        for message in messages where message.from == message.to {
            let need = centres[message.from] + 2 + VisibleText.width(message.text) + 1
            if message.from + 1 < centres.count, centres[message.from + 1] < need {
                let deficit = need - centres[message.from + 1]
                for index in (message.from + 1)..<centres.count { centres[index] += deficit }
            }
        }
        return centres
    }
}
