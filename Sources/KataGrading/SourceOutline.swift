import Foundation

/// The types a Swift file declares, line by line: which class, struct, enum, actor or extension
/// holds each line's code.
///
/// Graders use it to tell where a call was written: a push whose call site lies inside
/// `WelcomeViewController`'s body (or an extension of it) was made by that screen, whichever
/// file it is in and whatever closure it sits in.
///
/// ```swift
/// let outline = SourceOutline(text: "final class Welcome: UIViewController {\n  func f() {\n    go()\n  }\n}")
/// outline.enclosingType(ofLine: 3)   // "Welcome"
/// ```
public struct SourceOutline: Sendable {
    /// The innermost type at the start of each line's code, indexed from line 1; `nil` at the top level.
    private let typeByLine: [String?]

    /// Reads and outlines a file; `nil` when it cannot be read.
    public init?(filePath: String) {
        guard let text = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
        self.init(text: text)
    }

    /// Outlines Swift source text.
    public init(text: String) {
        typeByLine = Self.scan(Array(text.unicodeScalars))
    }

    /// The innermost type whose body holds `line` (counting from 1), or `nil` outside every type.
    public func enclosingType(ofLine line: Int) -> String? {
        guard line >= 1, line < typeByLine.count else { return nil }
        return typeByLine[line]
    }

    // MARK: - Scanning

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "static", "override", "final"]

    private static func scan(_ chars: [Unicode.Scalar]) -> [String?] {
        var lines: [String?] = [nil, nil]
        var open: [(name: String, depth: Int)] = []
        var depth = 0
        var pendingName: String?
        var expectingName = false
        var lineHasCode = false
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < chars.count ? chars[index + offset] : nil
        }
        func newLine() {
            lines.append(open.last?.name)
            lineHasCode = false
        }
        while index < chars.count {
            let char = chars[index]
            if char == "\n" {
                newLine()
                index += 1
                continue
            }
            if !lineHasCode, !char.properties.isWhitespace {
                lines[lines.count - 1] = open.last?.name
                lineHasCode = true
            }
            if char == "/", at(1) == "/" {
                while index < chars.count, chars[index] != "\n" { index += 1 }
                continue
            }
            if char == "/", at(1) == "*" {
                var nesting = 0
                repeat {
                    if chars[index] == "/", at(1) == "*" { nesting += 1; index += 2; continue }
                    if chars[index] == "*", at(1) == "/" { nesting -= 1; index += 2; continue }
                    if chars[index] == "\n" { newLine() }
                    index += 1
                } while index < chars.count && nesting > 0
                continue
            }
            if char == "\"" {
                let multiline = at(1) == "\"" && at(2) == "\""
                index += multiline ? 3 : 1
                while index < chars.count {
                    if chars[index] == "\\" { index += 2; continue }
                    if chars[index] == "\n" { newLine() }
                    if multiline, chars[index] == "\"", at(1) == "\"", at(2) == "\"" { index += 3; break }
                    if !multiline, chars[index] == "\"" { index += 1; break }
                    if !multiline, chars[index] == "\n" { index += 1; break }
                    index += 1
                }
                continue
            }
            if char.properties.isAlphabetic || char == "_" {
                var word = ""
                while index < chars.count, chars[index].properties.isAlphabetic || chars[index].properties.numericType != nil || chars[index] == "_" || chars[index] == "." {
                    word.unicodeScalars.append(chars[index])
                    index += 1
                }
                if expectingName {
                    expectingName = false
                    if !memberKeywords.contains(word) {
                        pendingName = String(word.split(separator: ".").last ?? Substring(word))
                    }
                } else if typeKeywords.contains(word) {
                    expectingName = true
                }
                continue
            }
            if char == "{" {
                if let name = pendingName {
                    open.append((name, depth))
                    pendingName = nil
                }
                depth += 1
            } else if char == "}" {
                depth -= 1
                if let last = open.last, last.depth == depth {
                    open.removeLast()
                }
            } else if char == ";" {
                pendingName = nil
            }
            index += 1
        }
        return lines
    }
}
