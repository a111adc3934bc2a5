import Foundation

/// Renders a lesson's Markdown as a terminal reader shows it: headings set off, emphasis and
/// code styled (or plain), code blocks indented, tables aligned to their columns, links as their
/// text and target, and each Mermaid diagram drawn as text.
///
/// ```swift
/// let text = MarkdownRenderer(style: TerminalStyle(colour: false), width: 100).render(markdown)
/// ```
public struct MarkdownRenderer: Sendable {
    /// Whether to use colour and type styles.
    public let style: TerminalStyle
    /// The columns a line may take.
    public let width: Int

    /// Creates a renderer for lines of at most `width` columns (at least 40).
    public init(style: TerminalStyle, width: Int) {
        self.style = style
        self.width = max(40, width)
    }

    /// The lesson as a terminal shows it.
    public func render(_ markdown: String) -> String {
        let lines = markdown.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        var blocks: [[String]] = []
        var index = 0
        var paragraph: [String] = []
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            blocks.append(wrapped(inline(paragraph.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")), indent: "", hanging: ""))
            paragraph = []
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                endParagraph()
                let (block, next) = fenced(lines, at: index)
                blocks.append(block)
                index = next
            } else if trimmed.isEmpty {
                endParagraph()
                index += 1
            } else if let heading = heading(trimmed) {
                endParagraph()
                blocks.append(heading)
                index += 1
            } else if trimmed.hasPrefix("|"), index + 1 < lines.count, Self.isTableSeparator(lines[index + 1]) {
                endParagraph()
                var rows = [lines[index]]
                index += 2
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                    rows.append(lines[index])
                    index += 1
                }
                blocks.append(table(rows))
            } else if trimmed.count >= 3, Set(trimmed.filter { $0 != " " }).count == 1, let mark = trimmed.first, "-*_".contains(mark) {
                endParagraph()
                blocks.append([style.dim(String(repeating: "─", count: width))])
                index += 1
            } else if trimmed.hasPrefix(">") {
                endParagraph()
                var quoted: [String] = []
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(">") {
                    quoted.append(String(lines[index].trimmingCharacters(in: .whitespaces).dropFirst()).trimmingCharacters(in: .whitespaces))
                    index += 1
                }
                blocks.append(wrapped(inline(quoted.joined(separator: " ")), indent: style.dim("│ "), hanging: style.dim("│ ")))
            } else if Self.listMarker(line) != nil {
                endParagraph()
                let (block, next) = list(lines, at: index)
                blocks.append(block)
                index = next
            } else {
                paragraph.append(line)
                index += 1
            }
        }
        endParagraph()
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Blocks

    private func heading(_ line: String) -> [String]? {
        let level = line.prefix { $0 == "#" }.count
        guard (1...6).contains(level), line.dropFirst(level).first == " " else { return nil }
        let text = inline(String(line.dropFirst(level)).trimmingCharacters(in: .whitespaces))
        let columns = min(width, VisibleText.width(text))
        switch level {
        case 1: return [style.bold(text), String(repeating: "═", count: columns)]
        case 2: return [style.bold(text), String(repeating: "─", count: columns)]
        default: return [style.colour ? style.bold(text) : text]
        }
    }

    private func fenced(_ lines: [String], at start: Int) -> ([String], Int) {
        let opening = lines[start].trimmingCharacters(in: .whitespaces)
        let indent = lines[start].prefix { $0 == " " }.count
        let language = opening.dropFirst(3).trimmingCharacters(in: .whitespaces)
        var body: [String] = []
        var index = start + 1
        while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
            let line = lines[index]
            body.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
            index += 1
        }
        if language == "mermaid", let drawing = MermaidDiagram(body.joined(separator: "\n"))?.drawing(width: width - 2) {
            return (drawing.map { $0.isEmpty ? "" : "  " + $0 }, index + 1)
        }
        let margin = String(repeating: " ", count: indent + 4)
        return (body.map { $0.isEmpty ? "" : margin + (style.colour ? style.cyan($0) : $0) }, index + 1)
    }

    private func list(_ lines: [String], at start: Int) -> ([String], Int) {
        var rendered: [String] = []
        var index = start
        while index < lines.count, let (indent, marker, rest) = Self.listMarker(lines[index]) {
            var text = [rest]
            index += 1
            while index < lines.count {
                let next = lines[index]
                let trimmed = next.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || Self.listMarker(next) != nil || trimmed.hasPrefix("```") || trimmed.hasPrefix("|") || heading(trimmed) != nil {
                    break
                }
                text.append(trimmed)
                index += 1
            }
            let depth = String(repeating: "  ", count: indent / 2)
            let bullet = marker.first?.isNumber == true ? marker + " " : "• "
            rendered += wrapped(inline(text.joined(separator: " ")), indent: depth + bullet, hanging: depth + String(repeating: " ", count: bullet.count))
            if index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty,
               index + 1 < lines.count, Self.listMarker(lines[index + 1]) != nil {
                index += 1
            }
        }
        return (rendered, index)
    }

    private func wrapped(_ text: String, indent: String, hanging: String) -> [String] {
        let room = width - VisibleText.width(indent)
        return VisibleText.wrap(text, width: room).enumerated().map { ($0.offset == 0 ? indent : hanging) + $0.element }
    }

    // MARK: - Recognizing lines

    static func isTableSeparator(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("|") && trimmed.contains("-") && trimmed.allSatisfy { "|-: ".contains($0) }
    }

    static func listMarker(_ line: String) -> (indent: Int, marker: String, rest: String)? {
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        if let first = body.first, "-*+".contains(first), body.dropFirst().first == " " {
            return (indent, String(first), String(body.dropFirst(2)))
        }
        let digits = body.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count < 4, body.dropFirst(digits.count).hasPrefix(". ") {
            return (indent, digits + ".", String(body.dropFirst(digits.count + 2)))
        }
        return nil
    }
}
