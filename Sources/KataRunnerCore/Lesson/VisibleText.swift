/// Measures, pads and wraps text as a terminal shows it: escape codes take no columns.
enum VisibleText {
    /// The columns `text` takes on a terminal.
    static func width(_ text: String) -> Int {
        var columns = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            if scalar.properties.generalCategory == .nonspacingMark || scalar.value == 0xFE0F {
                continue
            }
            columns += 1
        }
        return columns
    }

    /// `text` followed by spaces up to `columns`.
    static func pad(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }

    /// `text` broken at spaces into lines of at most `columns` (a word longer than that keeps a line of its own).
    static func wrap(_ text: String, width columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let wordWidth = width(word)
            if currentWidth > 0, currentWidth + 1 + wordWidth > columns {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            current += currentWidth > 0 ? " " + word : word
            currentWidth += currentWidth > 0 ? 1 + wordWidth : wordWidth
        }
        if currentWidth > 0 || lines.isEmpty {
            lines.append(current)
        }
        return lines
    }
}
