import Foundation

extension MarkdownRenderer {
    /// A Markdown table with its columns aligned, the header set apart, and cells too wide for
    /// the line wrapped within their column (then a rule between rows shows where each ends).
    func table(_ rows: [String]) -> [String] {
        let cells = rows.map { Self.cells(of: $0).map(inline) }
        let columns = cells.map(\.count).max() ?? 0
        let grid = cells.map { $0 + Array(repeating: "", count: columns - $0.count) }
        let natural = (0..<columns).map { column in grid.map { VisibleText.width($0[column]) }.max() ?? 0 }
        let widths = Self.fit(natural, into: width - 3 * (columns - 1))
        let wrappedRows = grid.map { row in row.enumerated().map { VisibleText.wrap($0.element, width: max(1, widths[$0.offset])) } }
        let ruledRows = wrappedRows.dropFirst().contains { $0.contains { $0.count > 1 } }
        let rule = style.dim(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"))
        var lines: [String] = []
        for (number, wrappedCells) in wrappedRows.enumerated() {
            if number > 1, ruledRows {
                lines.append(rule)
            }
            let height = wrappedCells.map(\.count).max() ?? 1
            for line in 0..<height {
                let parts = wrappedCells.enumerated().map { column, cell in
                    let text = line < cell.count ? cell[line] : ""
                    let shown = number == 0 && style.colour ? eachWord(text, style.bold) : text
                    return VisibleText.pad(shown, to: widths[column])
                }
                lines.append(parts.joined(separator: style.dim(" │ ")).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
            }
            if number == 0 {
                lines.append(rule)
            }
        }
        return lines
    }

    /// The widths of columns whose text is `natural` wide, shared out so they fit in `room`:
    /// narrow columns keep their width, and the wide ones share what is left.
    static func fit(_ natural: [Int], into room: Int) -> [Int] {
        guard natural.reduce(0, +) > room, !natural.isEmpty else { return natural }
        var widths = natural
        var open = Set(natural.indices)
        var left = room
        while true {
            let share = max(12, left / max(1, open.count))
            let narrow = open.filter { natural[$0] <= share }
            if narrow.isEmpty {
                for column in open { widths[column] = share }
                return widths
            }
            for column in narrow {
                widths[column] = natural[column]
                left -= natural[column]
                open.remove(column)
            }
            if open.isEmpty { return widths }
        }
    }

    /// The cells of a table row, split at pipes outside code spans.
    static func cells(of row: String) -> [String] {
        var trimmed = row.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("|") { trimmed.removeFirst() }
        if trimmed.hasSuffix("|"), !trimmed.hasSuffix("\\|") { trimmed.removeLast() }
        var cells: [String] = []
        var current = ""
        var inCode = false
        var escaped = false
        for character in trimmed {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "`" {
                inCode.toggle()
                current.append(character)
            } else if character == "|", !inCode {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }
}
