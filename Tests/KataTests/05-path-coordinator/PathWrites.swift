import Foundation
import KataGrading

/// Lines of a design's views that change the navigation path themselves.
///
/// A view is a type declared as a `View` (`struct PhoneView: View`); a change is an assignment to
/// something called `path`, or to a `@Binding` of routes or of a `NavigationPath` whatever its
/// name, or a mutating call on it (`path.append(…)`, `stack.removeLast()`,
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

    /// A change of a property named `name`.
    private static func change(of name: String) -> Regex<AnyRegexOutput>? {
        try? Regex(#"(?:^|[^\w$])"# + name + #"\s*(?:\.\s*(?:append|removeLast|removeFirst|removeAll|remove|insert|popLast|replaceSubrange)\s*\(|[+-]?=(?!=)|\[[^\]]*\]\s*=(?!=))"#)
    }
    /// A binding a view is handed to a path: of an array of routes, or of a `NavigationPath`.
    private static var pathBinding: Regex<(Substring, name: Substring)> {
        #/@Binding\s+(?:(?:private|fileprivate|internal|public)\s+)?var\s+(?<name>\w+)\s*:\s*(?:\[\s*\w*Route\s*\]|NavigationPath)/#
    }
    private static var viewDeclaration: Regex<(Substring, name: Substring)> {
        #/(?:struct|class|enum|extension)\s+(?<name>\w+)(?:\s*<[^>]*>)?\s*:[^{]*\bView\b/#
    }

    /// Every line of a view in `files` that changes the path, in file order; a view declared in
    /// one file counts in all of them, extensions included.
    static func inViews(of files: [String], relativeTo root: String) -> [Write] {
        let viewDeclaration = Self.viewDeclaration
        let texts = files.map { file in (file: file, text: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "") }
        let views = Set(texts.flatMap { $0.text.matches(of: viewDeclaration).map { String($0.output.name) } })
        let bindings = Set(texts.flatMap { $0.text.matches(of: Self.pathBinding).map { String($0.output.name) } })
        let changes = (["path"] + bindings.sorted()).compactMap(Self.change(of:))
        return texts.flatMap { file, text -> [Write] in
            let outline = SourceOutline(text: text)
            let shownPath = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                guard changes.contains(where: { code.contains($0) }), let type = outline.enclosingType(ofLine: index + 1), views.contains(type) else { return nil }
                return Write(type: type, site: "\(shownPath):\(index + 1)", code: code.trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
