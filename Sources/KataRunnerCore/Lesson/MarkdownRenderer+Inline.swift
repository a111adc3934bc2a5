import Foundation

extension MarkdownRenderer {
    /// One line of Markdown's inline text as a reader sees it: emphasis, code and links, with
    /// each link's target after its text.
    func inline(_ text: String) -> String {
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                output.append(characters[index + 1])
                index += 2
            } else if character == "`", let (code, next) = codeSpan(characters, at: index) {
                output += style.colour ? eachWord(code, style.cyan) : "`\(code)`"
                index = next
            } else if character == "!", index + 1 < characters.count, characters[index + 1] == "[", let (alt, _, next) = link(characters, at: index + 1) {
                output += "[image: \(alt)]"
                index = next
            } else if character == "[", let (label, target, next) = link(characters, at: index) {
                output += linkText(label, target)
                index = next
            } else if character == "*" || character == "_", let (inner, strong, next) = emphasis(characters, at: index) {
                let rendered = inline(inner)
                output += strong ? eachWord(rendered, style.bold) : eachWord(rendered, style.italic)
                index = next
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }

    /// `text` with `paint` applied to each word alone, so wrapping never splits a colour.
    func eachWord(_ text: String, _ paint: (String) -> String) -> String {
        guard style.colour else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : paint(String($0)) }.joined(separator: " ")
    }

    private func linkText(_ label: String, _ target: String) -> String {
        let shown = inline(label)
        let bare = label.replacingOccurrences(of: "`", with: "")
        if bare == target || "mailto:" + bare == target {
            return eachWord(target, style.underline)
        }
        return eachWord(shown, style.underline) + " " + eachWord("(\(target))", style.dim)
    }

    private func codeSpan(_ characters: [Character], at start: Int) -> (String, Int)? {
        var fence = 0
        while start + fence < characters.count, characters[start + fence] == "`" { fence += 1 }
        var index = start + fence
        while index < characters.count {
            if characters[index] == "`" {
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                if run == fence {
                    var code = String(characters[(start + fence)..<index])
                    if code.hasPrefix(" "), code.hasSuffix(" "), code.count > 1 {
                        code = String(code.dropFirst().dropLast())
                    }
                    return (code, index + run)
                }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    private func link(_ characters: [Character], at start: Int) -> (String, String, Int)? {
        var depth = 0
        var index = start
        var closing: Int?
        while index < characters.count {
            switch characters[index] {
            case "`":
                if let (_, next) = codeSpan(characters, at: index) { index = next - 1 }
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { closing = index }
            default: break
            }
            if closing != nil { break }
            index += 1
        }
        guard let closing, closing + 1 < characters.count, characters[closing + 1] == "(" else { return nil }
        var parentheses = 0
        index = closing + 1
        while index < characters.count {
            if characters[index] == "(" { parentheses += 1 }
            if characters[index] == ")" {
                parentheses -= 1
                if parentheses == 0 {
                    let label = String(characters[(start + 1)..<closing])
                    let target = String(characters[(closing + 2)..<index]).trimmingCharacters(in: .whitespaces)
                    return (label, target, index + 1)
                }
            }
            index += 1
        }
        return nil
    }

    private func emphasis(_ characters: [Character], at start: Int) -> (String, Bool, Int)? {
        let marker = characters[start]
        let strong = start + 1 < characters.count && characters[start + 1] == marker
        let width = strong ? 2 : 1
        let open = start + width
        guard open < characters.count, !characters[open].isWhitespace else { return nil }
        if marker == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber { return nil }
        var index = open + 1
        while index + width - 1 < characters.count {
            if characters[index] == "`", let (_, next) = codeSpan(characters, at: index) {
                index = next
                continue
            }
            let closes = (0..<width).allSatisfy { characters[index + $0] == marker }
            let after = index + width
            let followedByMarker = after < characters.count && characters[after] == marker
            if closes, !characters[index - 1].isWhitespace, !(strong == false && followedByMarker) {
                if marker == "_", after < characters.count, characters[after].isLetter || characters[after].isNumber {
                    index += 1
                    continue
                }
                return (String(characters[open..<index]), strong, after)
            }
            index += 1
        }
        return nil
    }
}
