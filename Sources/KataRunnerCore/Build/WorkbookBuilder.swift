import Foundation

/// Builds the learner's exercises and their graders, leaving out katas that do not compile.
///
/// The manifest reads `KATA_SUBJECT=exercises` (grade `Exercises/`), `KATA_EXCLUDE` (katas
/// to leave out) and `KATA_PREVIEWLESS` (katas to build from a copy without Xcode's `#Preview`
/// blocks, ``PreviewlessCopies``). A compile error in one kata's exercise would stop the whole
/// test binary from linking, so the builder leaves that kata out and builds again, until what
/// is left builds.
public struct WorkbookBuilder: Sendable {
    /// The package root.
    public let root: URL
    /// The katas to build.
    public let katas: [Kata]
    /// The environment to pass on.
    public let environment: [String: String]
    /// Katas whose exercise folder is missing, left out from the start.
    public let missing: [Kata]

    /// The build folder, apart from `swift test`'s own so the two never rebuild each other's work.
    public static let scratchPath = ".build/kata-runner"

    /// The test binary SwiftPM links for the package.
    public static let testBinaryName = "CoordinatorKatasPackageTests.xctest"

    /// Creates a builder.
    public init(root: URL, katas: [Kata], environment: [String: String], missing: [Kata] = []) {
        self.root = root
        self.katas = katas
        self.environment = environment
        self.missing = missing
    }

    /// The environment that makes the manifest grade the exercises, without `excluded`, and
    /// those of `previewless` from their copies without previews.
    /// It carries ``ManifestInputs`` too, so the manifest is evaluated again after `katas.json`
    /// or the exercise folders change.
    public func gradingEnvironment(excluding excluded: [Kata], previewless: [Kata] = []) -> [String: String] {
        var result = ManifestInputs.environment(environment, root: root, katas: katas)
        result["KATA_SUBJECT"] = "exercises"
        result["KATA_EXCLUDE"] = excluded.map(\.module).joined(separator: ",")
        result["KATA_PREVIEWLESS"] = previewless.map(\.module).sorted().joined(separator: ",")
        return result
    }

    /// What each `swift build` is asked for: the tests, or one kata's grader and what it needs;
    /// for a kata whose learner writes tests, their test module too, which no grader imports
    /// (a file the learner adds is planned only when its module is built).
    public static func targets(only single: Kata?) -> [[String]] {
        guard let single else { return [["--build-tests"]] }
        let grader = ["--target", single.module + "Grader"]
        return single.given == nil ? [grader] : [grader, ["--target", single.module]]
    }

    /// Builds, leaving out broken katas until the rest builds; with `single`, only that kata's
    /// modules (its exercise, the lesson's app and its grader, and what they need), which
    /// ``SingleKataBuild`` then links alone: the outcome has no test binary, and errors only
    /// when they are the kata's or the workbook's.
    public func build(only single: Kata? = nil, progress: (String) -> Void) throws -> BuildOutcome {
        var excluded: [Kata] = missing
        var broken: [Int: [CompilerDiagnostic]] = [:]
        let withoutPreviews = try PreviewlessCopies(root: root).update(for: katas.filter { !missing.contains($0) })
        let previewless = Array(withoutPreviews.keys)
        let firstBuild = !FileManager.default.fileExists(atPath: root.appendingPathComponent(Self.scratchPath).path)
        let workbook = BuildStamp.workbookDigest(root: root)
        while true {
            if excluded.count > missing.count {
                progress("Building the katas that compile…")
            } else {
                let what = single.map { "kata \($0.number)" } ?? "your exercises"
                progress(firstBuild ? "Building \(what) for the first time; later builds only redo what you changed…" : "Building \(what)…")
            }
            var lastShown: BuildProgress?
            func swiftBuild(_ target: [String]) throws -> Subprocess.Outcome {
                try withoutActuallyEscaping(progress) { progress in
                    try Subprocess.run(
                        Subprocess.env,
                        arguments: ["swift", "build"] + target + ["--scratch-path", Self.scratchPath],
                        environment: gradingEnvironment(excluding: excluded, previewless: previewless),
                        directory: root,
                        outputEvery: 10,
                        onOutput: firstBuild ? { output in
                            guard let step = BuildProgress(lastIn: output), step != lastShown else { return }
                            lastShown = step
                            progress(step.sentence)
                        } : nil
                    )
                }
            }
            let targets = Self.targets(only: single)
            var outcome = try swiftBuild(targets[0])
            for target in targets.dropFirst() where outcome.succeeded {
                outcome = try swiftBuild(target)
            }
            let previewNotes = Dictionary(uniqueKeysWithValues: withoutPreviews.map { ($0.key.number, $0.value) })
            if outcome.succeeded {
                BuildStamp.record(workbook: workbook, root: root)
                let warnings = CompilerDiagnostic.warnings(in: outcome.standardOutput + "\n" + outcome.standardError, root: root.path)
                    .map { warning in
                        var warning = warning
                        warning.path = PreviewlessCopies.learnersPath(warning.path)
                        return warning
                    }
                    .filter { $0.path.hasPrefix("Exercises/") }
                if single != nil {
                    return BuildOutcome(testBinary: nil, brokenKatas: [:], workbookErrors: [], failureLog: nil, previewsLeftOut: previewNotes, warnings: warnings)
                }
                let binary = try testBinaryPath(excluding: excluded, previewless: previewless)
                return BuildOutcome(testBinary: binary, brokenKatas: broken, workbookErrors: [], failureLog: nil, previewsLeftOut: previewNotes, warnings: warnings)
            }
            let log = outcome.standardOutput + "\n" + outcome.standardError
            let errors = CompilerDiagnostic.errors(in: log, root: root.path).map { error in
                var error = error
                error.path = PreviewlessCopies.learnersPath(error.path)
                return error
            }
            var newlyBroken: [Kata] = []
            var elsewhere: [CompilerDiagnostic] = []
            for error in errors {
                if let kata = kata(owning: error.path), !excluded.contains(kata) {
                    broken[kata.number, default: []].append(error)
                    if !newlyBroken.contains(kata) {
                        newlyBroken.append(kata)
                    }
                } else if kata(owning: error.path) == nil {
                    elsewhere.append(error)
                }
            }
            if newlyBroken.isEmpty {
                return BuildOutcome(
                    testBinary: nil,
                    brokenKatas: broken,
                    workbookErrors: elsewhere,
                    failureLog: elsewhere.isEmpty ? log : nil,
                    previewsLeftOut: previewNotes
                )
            }
            excluded += newlyBroken
            if single != nil || excluded.count == katas.count {
                return BuildOutcome(testBinary: nil, brokenKatas: broken, workbookErrors: elsewhere, failureLog: nil, previewsLeftOut: previewNotes)
            }
        }
    }

    /// The kata whose exercise or grader holds the file at `path`, relative to the root.
    public func kata(owning path: String) -> Kata? {
        katas.first { $0.owns(path) }
    }

    private func testBinaryPath(excluding excluded: [Kata], previewless: [Kata]) throws -> String {
        let linked = root.appendingPathComponent("\(Self.scratchPath)/debug/\(Self.testBinaryName)").path
        if FileManager.default.isExecutableFile(atPath: linked) {
            return linked
        }
        let outcome = try Subprocess.run(
            Subprocess.env,
            arguments: ["swift", "build", "--show-bin-path", "--scratch-path", Self.scratchPath],
            environment: gradingEnvironment(excluding: excluded, previewless: previewless),
            directory: root
        )
        let binPath = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return binPath + "/" + Self.testBinaryName
    }
}
