import Foundation

/// `kata-runner new`: a new kata's files, from `Templates/NewKata/`, ready for `verify`.
///
/// The template is a kata of one walked check, with a stub that fails it, a reference solution
/// that passes it, a mutant it catches and a baseline it accepts. Its file names and texts hold
/// placeholders (`__Module__`, `__slug__`, `__folder__`, `__NN__`, `__number__`, `__Title__`);
/// the scaffold fills them, copies the exercise to `Stubs/`, links the solution's given files to
/// the stub's, adds the kata to the GitHub Classroom workflow (``ClassroomWorkflow``), to `katas.json` and
/// to the README's table, and fingerprints the grading files again (`.kata-shipped`).
public struct KataScaffold: Sendable {
    /// The workbook's package root.
    public let root: URL
    /// The katas listed now.
    public let katas: [Kata]

    /// The template, relative to the root.
    public static let templateFolder = "Templates/NewKata"

    /// Creates a scaffold for the workbook at `root`.
    public init(root: URL, katas: [Kata]) {
        self.root = root
        self.katas = katas
    }

    /// The kata `new` would add, checked against the ones listed; the module defaults to the slug in UpperCamelCase.
    public func plan(slug: String, title: String, module: String?) throws(ScaffoldError) -> Kata {
        guard slug.range(of: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", options: .regularExpression) != nil else {
            throw .badSlug(slug)
        }
        let module = module ?? Self.moduleName(for: slug)
        guard module.range(of: "^[A-Z][A-Za-z0-9]*$", options: .regularExpression) != nil else {
            throw .badModule(module)
        }
        let targets = Self.targets(of: module)
        if let kata = katas.first(where: { !targets.isDisjoint(with: Self.targets(of: $0.module)) }) {
            throw .taken(by: kata)
        }
        if let clash = targets.first(where: Self.reservedModules.contains) {
            throw .reservedModule(clash)
        }
        let title = title.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { throw .emptyTitle }
        if let unsafe = title.first(where: { "\"\\|`\n\r".contains($0) }) {
            throw .badTitle(title, character: unsafe)
        }
        if let kata = katas.first(where: { $0.slug == slug || $0.title == title }) {
            throw .taken(by: kata)
        }
        let number = (katas.map(\.number).max() ?? 0) + 1
        let two = (number < 10 ? "0" : "") + "\(number)"
        let kata = Kata(number: number, slug: slug, title: title, module: module, lessonFile: "\(two)-\(slug).md")
        if let existing = paths(for: kata).first(where: { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }) {
            throw .exists(existing)
        }
        return kata
    }

    /// Module names a kata's targets may not take: the package's own, and the toolchain's.
    public static let reservedModules: Set<String> = [
        "Kata", "KataGrading", "KataRunnerCore", "KataTests", "Swift5ModeTests", "CoordinatorKatas",
        "Swift", "Foundation", "FoundationEssentials", "Testing", "XCTest", "Observation", "Dispatch", "Glibc", "Darwin",
    ]

    /// What `write` did besides the kata's own files.
    public struct Written: Sendable, Equatable {
        /// The files written, relative to the root, sorted.
        public var files: [String]
        /// Whether the README's table got the kata's row (it has none to add to when it lacks "## The katas").
        public var readmeRow: Bool
        /// Whether the interview guide got a question for the kata to answer (there is none to add to without the guide).
        public var interviewQuestion: Bool = false
    }

    /// Writes the kata's files, lists it in `katas.json` and the README, and adds its grader and
    /// stub to `.kata-shipped` (other entries stay as shipped, so a change made to the model or
    /// a grader before is never fingerprinted as if shipped).
    ///
    /// An exercise file is written to `Stubs/` too; one the solution's template does not have
    /// (a given screen) is linked from the solution to the stub's, so it is written once.
    public func write(_ kata: Kata) throws -> Written {
        var written: [String] = []
        let templates = try templateFiles()
        let exercise = "Exercises/__folder__/"
        let solution = "Sources/Solutions/__folder__/"
        for template in templates {
            let text = try String(contentsOf: root.appendingPathComponent(Self.templateFolder + "/" + template), encoding: .utf8)
            var destinations = [fill(template, for: kata)]
            if template.hasPrefix(exercise) {
                let inside = template.dropFirst(exercise.count)
                destinations.append(fill(kata.stubPath + "/" + inside, for: kata))
                if !templates.contains(solution + inside) {
                    destinations.append(fill(solution + inside, for: kata))
                }
            }
            for destination in destinations {
                if destination.hasPrefix("Sources/Solutions/"), template.hasPrefix(exercise) {
                    try link(destination, to: fill(kata.stubPath + "/" + template.dropFirst(exercise.count), for: kata))
                } else {
                    try write(fill(text, for: kata), to: destination)
                }
                written.append(destination)
            }
        }
        let listed = katas + [kata]
        try write(Self.catalogText(listed), to: Catalog.fileName)
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(ClassroomWorkflow.path).path) {
            try write(ClassroomWorkflow.text(for: listed), to: ClassroomWorkflow.path)
        }
        var readmeRow = false
        if let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) {
            let updated = Self.readme(readme, adding: kata)
            readmeRow = updated != readme
            try write(updated, to: "README.md")
        }
        var interviewQuestion = false
        if let guide = try? String(contentsOf: root.appendingPathComponent(Self.interviewGuide), encoding: .utf8) {
            try write(Self.interview(guide, adding: kata), to: Self.interviewGuide)
            interviewQuestion = true
        }
        let current = ShippedFingerprints(current: listed, root: root)
        let kept = ShippedFingerprints(shippedIn: root)?.entries ?? []
        let entries = current.entries.map { entry in
            let isNew = entry.path == Catalog.fileName || entry.path == kata.graderPath || entry.path == kata.stubPath
            return isNew ? entry : kept.first { $0.path == entry.path } ?? entry
        }
        try write(ShippedFingerprints(entries: entries).text, to: ShippedFingerprints.fileName)
        return Written(files: written.sorted(), readmeRow: readmeRow, interviewQuestion: interviewQuestion)
    }

    /// The interview guide, which names every kata in an answer's *Kata N.* line.
    public static let interviewGuide = "Lessons/interview.md"

    /// The guide with a question for the new kata at its end, for its author to write: every
    /// kata is named by an answer (a test holds the guide to it).
    static func interview(_ guide: String, adding kata: Kata) -> String {
        guide.trimmingTrailingNewlines() + "\n\n## (The question kata \(kata.number) prepares the reader for)\n\n(Answer it in a paragraph, as the answers above do, and name the kata that practises it.) *Kata \(kata.number).*\n"
    }

    /// The targets the manifest makes for a kata's module.
    static func targets(of module: String) -> Set<String> {
        [module, module + "Exercise", module + "Mutants", module + "Grader", module + "Reference"]
    }

    /// The module name for a slug: `sign-up` → `SignUp`.
    public static func moduleName(for slug: String) -> String {
        slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `katas.json`'s text for these katas, one line each, as the file is kept.
    public static func catalogText(_ katas: [Kata]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        func quoted(_ text: String) -> String {
            (try? String(data: encoder.encode(text), encoding: .utf8)) ?? "\"\(text)\""
        }
        let lines = katas.map { kata in
            "    { \"number\": \(kata.number), \"slug\": \(quoted(kata.slug)), \"module\": \(quoted(kata.module)), \"title\": \(quoted(kata.title)), \"lesson\": \(quoted(kata.lessonFile))" + (kata.given.map { ", \"given\": \(quoted($0))" } ?? "") + " }"
        }
        return "{\n  \"katas\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The README with the kata's row added after the last row of the table under "## The katas".
    public static func readme(_ text: String, adding kata: Kata) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "## The katas") else { return text }
        var last: Int?
        for index in lines.indices.dropFirst(heading + 1) {
            if lines[index].hasPrefix("## ") { break }
            if lines[index].range(of: "^\\| [0-9]+ \\|", options: .regularExpression) != nil {
                last = index
            }
        }
        guard let last else { return text }
        lines.insert("| \(kata.number) | \(kata.title) | `\(kata.exercisePath)/` | [`\(kata.lessonFile)`](\(kata.lessonPath)) |", at: last + 1)
        return lines.joined(separator: "\n")
    }

    /// The folders and files the kata would own, relative to the root.
    public func paths(for kata: Kata) -> [String] {
        [kata.exercisePath, kata.stubPath, "Sources/Solutions/\(kata.folder)", "Sources/Mutants/\(kata.folder)", kata.graderPath, kata.lessonPath, kata.hintsPath]
    }

    /// The template's files, relative to the template folder, sorted.
    private func templateFiles() throws -> [String] {
        let folder = root.appendingPathComponent(Self.templateFolder)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw ScaffoldError.noTemplate(Self.templateFolder)
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        guard !files.isEmpty else { throw ScaffoldError.noTemplate(Self.templateFolder) }
        return files.sorted()
    }

    /// The text with the template's placeholders filled for `kata`.
    private func fill(_ text: String, for kata: Kata) -> String {
        let two = (kata.number < 10 ? "0" : "") + "\(kata.number)"
        return text
            .replacingOccurrences(of: "__folder__", with: kata.folder)
            .replacingOccurrences(of: "__Module__", with: kata.module)
            .replacingOccurrences(of: "__slug__", with: kata.slug)
            .replacingOccurrences(of: "__NN__", with: two)
            .replacingOccurrences(of: "__number__", with: "\(kata.number)")
            .replacingOccurrences(of: "__Title__", with: kata.title)
    }

    /// Makes `relative` a link to `target`, both relative to the root, the link written
    /// relative to its own folder so that it holds in any clone.
    private func link(_ relative: String, to target: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let up = String(repeating: "../", count: relative.split(separator: "/").count - 1)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: up + target)
    }

    private func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

private extension String {
    /// The text without the newlines at its end.
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") {
            text.removeLast()
        }
        return text
    }
}
