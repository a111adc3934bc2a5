import Foundation
import KataRunnerCore

/// The lines of code a learner writes in a kata: the reference solution's lines that its shipped
/// stub does not already hold, and how many of them stand verbatim in the kata's lesson.
struct WrittenLines {
    /// The lines the learner writes, trimmed, in file order.
    let lines: [String]
    /// Those of `lines` that the lesson shows verbatim, in a code block or an inline code span.
    let copied: [String]

    /// The written lines of `kata` in the workbook at `root`.
    init(of kata: Kata, root: URL) throws {
        let solutionFolder = "Sources/Solutions/\(kata.folder)"
        var written: [String] = []
        for file in Fingerprint.files(under: [solutionFolder], root: root) {
            let inside = String(file.dropFirst(solutionFolder.count))
            let solution = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let stub = (try? String(contentsOf: root.appendingPathComponent(kata.stubPath + inside), encoding: .utf8)) ?? ""
            var given = Self.counts(of: Self.codeLines(in: stub))
            for line in Self.codeLines(in: solution) {
                if let left = given[line], left > 0 {
                    given[line] = left - 1
                } else {
                    written.append(line)
                }
            }
        }
        let lesson = try String(contentsOf: root.appendingPathComponent(kata.lessonPath), encoding: .utf8)
        let shown = Self.shownCode(in: lesson)
        lines = written
        copied = written.filter { shown.contains($0) }
    }

    /// The share of written lines the lesson shows verbatim, from 0 to 1.
    var copiedShare: Double {
        lines.isEmpty ? 0 : Double(copied.count) / Double(lines.count)
    }

    /// The lines of Swift source that say something: trimmed, without blank lines, comments, and
    /// lines of only brackets or a lone keyword (`} else {`, `default:`), which any solution shares.
    static func codeLines(in source: String) -> [String] {
        source.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { line in
                guard !line.isEmpty, !line.hasPrefix("//"), !line.hasPrefix("*"), !line.hasPrefix("/*") else { return false }
                let words = line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
                return !words.allSatisfy { trivialWords.contains(String($0)) }
            }
    }

    /// Words that alone make no line worth counting.
    static let trivialWords: Set<String> = ["else", "default", "return", "break", "do", "catch", "defer", "in"]

    /// Every line of the lesson's code blocks, trimmed, and every inline code span.
    static func shownCode(in lesson: String) -> Set<String> {
        var shown: Set<String> = []
        var inBlock = false
        for line in lesson.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inBlock.toggle()
            } else if inBlock {
                shown.insert(trimmed)
            } else {
                for (index, span) in line.components(separatedBy: "`").enumerated() where index % 2 == 1 {
                    shown.insert(span.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        return shown
    }

    /// How many times each line occurs.
    private static func counts(of lines: [String]) -> [String: Int] {
        lines.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}
