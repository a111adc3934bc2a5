/// Xcode's `#Preview` blocks in a learner's file, which kata-runner leaves out of the build.
///
/// `#Preview` is a macro whose implementation ships with Xcode only; the Swift toolchain on
/// Linux has none, so a file with a preview would not compile at all. kata-runner builds such a
/// kata from a copy of its folder in which each preview block is blanked out, character for
/// character, so every other line keeps its number and the compiler's and the graders'
/// messages still point at the learner's lines.
public enum PreviewBlocks {
    /// The source with each `#Preview` block replaced by spaces (newlines kept), or `nil` when
    /// it has none.
    public static func blanked(_ source: String) -> String? {
        var characters = Array(source.unicodeScalars)
        var found = false
        var index = 0
        var scanner = SourceScanner()
        while index < characters.count {
            if scanner.isCode, startsPreview(characters, at: index) {
                let end = endOfBlock(characters, from: index + marker.count)
                for position in index..<end where characters[position] != "\n" {
                    characters[position] = " "
                }
                found = true
                index = end
                continue
            }
            scanner.advance(over: characters, at: &index)
        }
        guard found else { return nil }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: characters)
        return String(result)
    }

    /// The macro's name as written.
    private static let marker = Array("#Preview".unicodeScalars)

    /// Whether `#Preview` starts at `index`, and not as part of a longer name.
    private static func startsPreview(_ characters: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + marker.count <= characters.count, Array(characters[index..<index + marker.count]) == marker else { return false }
        let next = index + marker.count
        return next == characters.count || !(characters[next].properties.isAlphabetic || characters[next].properties.numericType != nil || characters[next] == "_")
    }

    /// Where the preview that starts before `start` ends: after its parenthesised arguments, if
    /// any, and its closure (a trailing closure may follow the arguments, or be the only one).
    private static func endOfBlock(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var index = skipSpace(characters, from: start)
        if index < characters.count, characters[index] == "(" {
            index = skipSpace(characters, from: matching(characters, from: index))
        }
        if index < characters.count, characters[index] == "{" {
            return matching(characters, from: index)
        }
        return index
    }

    /// The index just past the bracket that closes the one at `open`, skipping strings and comments.
    private static func matching(_ characters: [Unicode.Scalar], from open: Int) -> Int {
        var depth = 0
        var index = open
        var scanner = SourceScanner()
        while index < characters.count {
            if scanner.isCode {
                switch characters[index] {
                case "(", "{", "[":
                    depth += 1
                case ")", "}", "]":
                    depth -= 1
                    if depth == 0 {
                        return index + 1
                    }
                default:
                    break
                }
            }
            scanner.advance(over: characters, at: &index)
        }
        return characters.count
    }

    /// The first index at or after `start` that is not white space.
    private static func skipSpace(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < characters.count, characters[index].properties.isWhitespace {
            index += 1
        }
        return index
    }
}
