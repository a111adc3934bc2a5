import Foundation
import KataGrading

/// Lines of a design's views that change the navigation path themselves.
///
/// A view is a type declared as a `View` (`struct PhoneView: View`); a change is an assignment to
/// something called `path` or a mutating call on it (`path.append(…)`, `path.removeLast()`,
/// `coordinator.path = […]`). Reading the path, and handing the stack its binding
/// (`$coordinator.path`), are not changes.
struct PathWrites {
    /// A view's line that changes the path.
    struct Write {
        /// The view, by name.
        let type: String
        /// Where, as `Exercises/05-path-coordinator/PhoneView.swift:14`.
        let site: String
        /// The line's code, trimmed.
        let code: String
    }

    private static var change: Regex<Substring> {
        #/(?:^|[^\w$])path\s*(?:\.\s*(?:append|removeLast|removeFirst|removeAll|remove|insert|popLast|replaceSubrange)\s*\(|[+-]?=(?!=)|\[[^\]]*\]\s*=(?!=))/#
    }
    private static var viewDeclaration: Regex<(Substring, name: Substring)> {
        #/(?:struct|class|enum|extension)\s+(?<name>\w+)(?:\s*<[^>]*>)?\s*:[^{]*\bView\b/#
    }

    /// Every line of a view in `files` that changes the path, in file order; a view declared in
    /// one file counts in all of them, extensions included.
    static func inViews(of files: [String], relativeTo root: String) -> [Write] {
        let change = Self.change
        let viewDeclaration = Self.viewDeclaration
        let texts = files.map { file in (file: file, text: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "") }
        let views = Set(texts.flatMap { $0.text.matches(of: viewDeclaration).map { String($0.output.name) } })
        return texts.flatMap { file, text -> [Write] in
            let outline = SourceOutline(text: text)
            let shownPath = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                guard code.contains(change), let type = outline.enclosingType(ofLine: index + 1), views.contains(type) else { return nil }
                return Write(type: type, site: "\(shownPath):\(index + 1)", code: code.trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
