import Foundation
import KataGrading

/// Lines of a design's views that change the navigation path themselves.
///
/// A view is a type declared as a `View` (`struct PhoneView: View`). The navigation path is
/// known by its type, never by its name: a property declared as an array of routes
/// (`[AuthRoute]`, `Array<AuthRoute>`) or as a `NavigationPath`, whether a coordinator holds it
/// (`var path: [AuthRoute] = []`) or a view (`@Binding var stack: [AuthRoute]`). A change is an
/// assignment to one of them, or a mutating call on it: through another object
/// (`coordinator.path.append(…)`, `flow?.routes = […]`), or, for a view's own path property,
/// directly (`stack.removeLast()`, `self.stack = []`). Reading the path, handing the stack its
/// binding (`$coordinator.path`), and any property of another type (a help article's `path`
/// string, a view's `@State private var path = ""`) are not changes.
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

    /// What follows a property's name when it is changed: a mutating call, an assignment, or an element's assignment.
    private static let mutation = #"\s*(?:\.\s*(?:append|removeLast|removeFirst|removeAll|remove|insert|popLast|replaceSubrange)\s*\(|[+-]?=(?!=)|\[[^\]]*\]\s*=(?!=))"#

    /// A property declared as a navigation path: an array of routes, or a `NavigationPath`.
    private static var pathDeclaration: Regex<(Substring, name: Substring)> {
        #/\bvar\s+(?<name>\w+)\s*(?::\s*(?:\[\s*\w*Route\s*\]|Array\s*<\s*\w*Route\s*>|NavigationPath)|=\s*(?:NavigationPath\s*\(|\[\s*\w*Route\s*\]\s*\(|Array\s*<\s*\w*Route\s*>\s*\())/#
    }
    private static var viewDeclaration: Regex<(Substring, name: Substring)> {
        #/(?:struct|class|enum|extension)\s+(?<name>\w+)(?:\s*<[^>]*>)?\s*:[^{]*\bView\b/#
    }

    /// A change of `name` through another object: `receiver.name…`, `receiver?.name…`,
    /// `receiver!.name…`. (The
    /// name ends where a word character does not follow: Swift's `\b` follows Unicode's word
    /// rules, under which `path.append` is one word.)
    private static func memberChange(of name: String) -> Regex<AnyRegexOutput>? {
        try? Regex(#"(?<receiver>\w+)\s*[?!]?\s*\.\s*"# + name + #"(?!\w)"# + mutation)
    }

    /// A change of `name` written bare, as a type writes its own property.
    private static func bareChange(of name: String) -> Regex<AnyRegexOutput>? {
        try? Regex(#"(?:^|[^\w$.])"# + name + #"(?!\w)"# + mutation)
    }

    /// What a design's types declare: which properties are navigation paths, and of which type
    /// each view's properties are.
    private struct Declarations {
        /// The views, by name.
        var views: Set<String> = []
        /// The navigation-path properties of each type that is not a view.
        var pathsByType: [String: Set<String>] = [:]
        /// The navigation-path properties of each view.
        var pathsByView: [String: Set<String>] = [:]
        /// The type of each property of each view, where its declaration says.
        var propertyTypes: [String: [String: String]] = [:]
        /// The names of the properties declared anywhere that are not navigation paths.
        var otherNames: Set<String> = []

        /// Every navigation-path property's name outside the views.
        var namesElsewhere: Set<String> {
            Set(pathsByType.values.flatMap { $0 })
        }
    }

    /// A view's property and its declared type: `let coordinator: AuthCoordinator`,
    /// `weak var flow: AuthCoordinator?`, `@State private var draft = Article(…)`,
    /// `@Environment(AuthCoordinator.self) private var coordinator`.
    private static var typedProperties: [Regex<AnyRegexOutput>] {
        [
            #"\b(?:var|let)\s+(?<name>\w+)\s*:\s*(?:(?:any|some)\s+)?(?:Optional\s*<\s*)?(?<type>\w+)"#,
            #"\b(?:var|let)\s+(?<name>\w+)\s*=\s*(?<type>[A-Z]\w*)\s*\("#,
            #"@Environment\(\s*(?<type>\w+)\.self\s*\)[^\n]*?\bvar\s+(?<name>\w+)"#,
        ].compactMap { try? Regex($0) }
    }

    /// Whether writing `name` through `receiver`, in `view`, writes a navigation path: when the
    /// receiver's declared type is one that declares navigation paths, by that type's
    /// properties. Otherwise (a parameter, a local, a protocol or base class the scan does not
    /// see) by the name, and only when no property of that name elsewhere is something else:
    /// when in doubt, the learner's code is given the benefit of it.
    private static func writes(_ name: String, through receiver: String, in view: String, declarations: Declarations) -> Bool {
        if let type = declarations.propertyTypes[view]?[receiver], let paths = declarations.pathsByType[type] ?? declarations.pathsByView[type] {
            return paths.contains(name)
        }
        return declarations.namesElsewhere.contains(name) && !declarations.otherNames.contains(name)
    }

    /// Whether `code` only hands on a path the stack or the coordinator already holds, as a
    /// binding does: an assignment of the setter's own value inside the `set:` closure of a
    /// `Binding(get:set:)` (`set: { coordinator.path = $0 }`, `set: { newPath in … = newPath }`),
    /// of the new value inside an `onChange(of:)` closure that mirrors one path into another
    /// (`.onChange(of: path) { _, new in coordinator.path = new }`), or of another path read
    /// whole (`path = coordinator.path`), on this line or the few before it. A view that does
    /// only that changes nothing itself: the stack's Back and the coordinator's methods do.
    private static func forwardsBinding(_ code: String, after before: ArraySlice<Substring>, pathNames: Set<String>) -> Bool {
        guard let assigned = code.firstMatch(of: #/[^=!<>+\-]=\s*(?<value>\$0|[A-Za-z_][\w.]*)\s*(?:\}|$)/#) else { return false }
        let value = String(assigned.output.value)
        if value.contains(".") {
            return value.split(separator: ".").last.map { pathNames.contains(String($0)) } ?? false
        }
        let context = (before + [Substring(code)]).joined(separator: "\n")
        if value == "$0" || value == "newValue" {
            return context.contains("set:") || context.contains("onChange(of:")
        }
        let name = NSRegularExpression.escapedPattern(for: value)
        return context.range(of: #"set:\s*\{\s*\(?\s*"# + name + #"\s*\)?\s+in\b"#, options: .regularExpression) != nil
            || context.range(of: #"onChange\(of:[^{]*\{\s*(?:\w+\s*,\s*)?"# + name + #"\s+in\b"#, options: .regularExpression) != nil
    }

    /// Any stored or computed property's declaration, for the names that are not paths.
    private static var anyProperty: Regex<(Substring, name: Substring)> {
        #/\b(?:var|let)\s+(?<name>\w+)/#
    }

    /// Every line of a view in `files` that changes the path, in file order; a view declared in
    /// one file counts in all of them, extensions included.
    static func inViews(of files: [String], relativeTo root: String) -> [Write] {
        let texts = files.map { file in (file: file, text: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "") }
        var declarations = Declarations()
        declarations.views = Set(texts.flatMap { $0.text.matches(of: Self.viewDeclaration).map { String($0.output.name) } })
        let pathDeclaration = Self.pathDeclaration
        let anyProperty = Self.anyProperty
        let typedProperties = Self.typedProperties
        for (_, text) in texts {
            let outline = SourceOutline(text: text)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let type = outline.enclosingType(ofLine: index + 1) else { continue }
                let isView = declarations.views.contains(type)
                let paths = line.matches(of: pathDeclaration)
                if paths.isEmpty {
                    declarations.otherNames.formUnion(line.matches(of: anyProperty).map { String($0.output.name) })
                }
                for match in paths {
                    let name = String(match.output.name)
                    if isView {
                        declarations.pathsByView[type, default: []].insert(name)
                    } else {
                        declarations.pathsByType[type, default: []].insert(name)
                    }
                }
                guard isView else { continue }
                for regex in typedProperties {
                    for match in line.matches(of: regex) {
                        guard let name = match["name"]?.substring, let propertyType = match["type"]?.substring else { continue }
                        declarations.propertyTypes[type, default: [:]][String(name)] = String(propertyType)
                    }
                }
            }
        }
        let allNames = declarations.namesElsewhere.union(declarations.pathsByView.values.flatMap { $0 })
        let members = allNames.sorted().compactMap { name in Self.memberChange(of: name).map { (name, $0) } }
        let bare = Dictionary(uniqueKeysWithValues: Set(declarations.pathsByView.values.flatMap { $0 }).compactMap { name in Self.bareChange(of: name).map { (name, $0) } })
        return texts.flatMap { file, text -> [Write] in
            let outline = SourceOutline(text: text)
            let shownPath = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.enumerated().compactMap { index, line in
                guard let type = outline.enclosingType(ofLine: index + 1), declarations.views.contains(type) else { return nil }
                let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                let own = declarations.pathsByView[type] ?? []
                let throughOther = members.contains { name, regex in
                    code.matches(of: regex).contains { match in
                        let receiver = match["receiver"]?.substring.map(String.init) ?? ""
                        return receiver == "self" ? own.contains(name) : Self.writes(name, through: receiver, in: type, declarations: declarations)
                    }
                }
                let direct = own.contains { name in bare[name].map { code.contains($0) } ?? false }
                guard throughOther || direct, !Self.forwardsBinding(code, after: lines[max(0, index - 3)..<index], pathNames: allNames) else { return nil }
                return Write(type: type, site: "\(shownPath):\(index + 1)", code: code.trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
