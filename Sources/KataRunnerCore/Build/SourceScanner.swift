/// Tells code from comments and string literals while walking a Swift file, a character at a
/// time: enough to find brackets and macro names, not a parser.
struct SourceScanner {
    private enum State {
        case code, lineComment, blockComment(depth: Int), string(multiline: Bool)
    }

    private var state = State.code

    /// Whether the character the walk is at is code.
    var isCode: Bool {
        if case .code = state {
            return true
        }
        return false
    }

    /// Moves past the character at `index` (and past a whole delimiter such as `/*` or `"""`).
    mutating func advance(over characters: [Unicode.Scalar], at index: inout Int) {
        func starts(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            return index + scalars.count <= characters.count && Array(characters[index..<index + scalars.count]) == scalars
        }
        switch state {
        case .code:
            if starts("//") {
                state = .lineComment
                index += 2
            } else if starts("/*") {
                state = .blockComment(depth: 1)
                index += 2
            } else if starts("\"\"\"") {
                state = .string(multiline: true)
                index += 3
            } else if starts("\"") {
                state = .string(multiline: false)
                index += 1
            } else {
                index += 1
            }
        case .lineComment:
            if characters[index] == "\n" {
                state = .code
            }
            index += 1
        case let .blockComment(depth):
            if starts("*/") {
                state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                index += 2
            } else if starts("/*") {
                state = .blockComment(depth: depth + 1)
                index += 2
            } else {
                index += 1
            }
        case let .string(multiline):
            if starts("\\") {
                index += 2
            } else if multiline ? starts("\"\"\"") : starts("\"") {
                state = .code
                index += multiline ? 3 : 1
            } else {
                index += 1
            }
        }
    }
}
