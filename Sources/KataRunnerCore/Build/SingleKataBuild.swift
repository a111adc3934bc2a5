import Foundation

/// Builds one kata again after its exercise changed, without SwiftPM: the kata's modules are
/// compiled by the commands of the last full build's plan, and linked with a shared library of
/// the model and the grading kit into a test binary of that kata alone.
///
/// SwiftPM's planning and the link of every kata's grader are what it saves, so the learner's
/// loop does not grow with the number of katas. It answers only while that plan holds
/// (``BuildStamp``: the same workbook besides the exercises), the kata is in it, and its folder
/// holds the files the plan compiles, as the files SwiftPM wrote when it last built the kata do; otherwise, and on anything it does not expect, it gives
/// way to ``WorkbookBuilder``'s full build, whose results are the same.
public struct SingleKataBuild: Sendable {
    /// The package root.
    public let root: URL
    /// The environment to compile and link in.
    public let environment: [String: String]

    /// Where the shared library, the entry point and each kata's test binary are kept.
    public static let folder = WorkbookBuilder.scratchPath + "/single"

    /// The modules every kata's binary shares, linked once into the shared library.
    static let kitModules = ["Kata", "KataGrading", "KataRunnerCore"]

    /// The variable that turns the single-kata build off, for measuring the full one against it.
    public static let offVariable = "KATA_FULL_BUILD"

    /// Creates a builder for a workbook.
    public init(root: URL, environment: [String: String]) {
        self.root = root
        self.environment = environment
    }

    /// Builds `kata`: its test binary, or its compiler errors; `nil` when only a full build can
    /// tell. `progress` hears what it is doing, as ``WorkbookBuilder/build(progress:)``'s does;
    /// `timings`, when given, each phase's time.
    public func build(_ kata: Kata, timings: LoopTimings? = nil, progress: (String) -> Void = { _ in }) throws -> BuildOutcome? {
        guard environment[Self.offVariable] != "1",
              let stamp = BuildStamp.recorded(root: root), stamp == BuildStamp.now(root: root),
              let plan = BuildPlan(contentsOf: root.appendingPathComponent("\(WorkbookBuilder.scratchPath)/\(BuildPlan.manifestName)")),
              let exercise = plan.commands[kata.module],
              let grader = plan.commands[kata.module + "Grader"] else { return nil }
        let previews = try PreviewlessCopies(root: root).update(for: [kata])
        let folder = (previews[kata] == nil ? "" : PreviewlessCopies.folder + "/") + kata.exercisePath
        let present = Fingerprint.files(under: [folder], root: root).filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        guard present == exercise.sources.sorted(), exercise.writtenFilesMatchSources else { return nil }
        // What the kata needs besides its exercise and grader (the lesson's app, the kit) must
        // have been built, by a full build or by one of this kata.
        let modules = plan.dependencies(of: [grader.module, exercise.module]).filter { !Self.kitModules.contains($0) }
        let needed = (modules.filter { $0 != exercise.module && $0 != grader.module } + Self.kitModules).compactMap { plan.commands[$0] }
        guard needed.flatMap(\.objects).allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else { return nil }
        let notes = previews[kata].map { [kata.number: $0] } ?? [:]
        progress("Building your exercises…")
        timings?.end("plan")

        // An edit saved in the second the last compile started is one the driver takes for
        // none: then it compiles every source, without its record of the last build.
        if CompiledSources.recorded(for: kata.module, root: root)?.missesEdits(in: exercise.sources) ?? false, let record = exercise.buildRecord {
            try? FileManager.default.removeItem(atPath: record)
        }
        let compiling = CompiledSources.now(exercise.sources, startedAt: Date())
        let compiled = try run(exercise)
        timings?.end("exercise")
        guard compiled.succeeded else { return errors(of: kata, in: compiled, notes: notes) }
        try compiling.write(for: kata.module, root: root)
        // The grader is compiled again when the exercise's interface is not the one it last
        // compiled against (a new method, a renamed type), and until it compiles against it:
        // whole, since the driver takes an interface written in the second of its last compile
        // for the old one, and a grader compiled against another layout of the learner's types
        // crashes.
        let interface = Data("\(exercise.interface.flatMap(modificationDate)?.timeIntervalSince1970 ?? 0)".utf8)
        let compiledAgainst = root.appendingPathComponent("\(Self.folder)/\(grader.module).compiled-against")
        if FileManager.default.contents(atPath: compiledAgainst.path) != interface {
            if let record = grader.buildRecord {
                try? FileManager.default.removeItem(atPath: record)
            }
            let regraded = try swiftc(grader.compiler, grader.argumentsWithoutInterface)
            guard regraded.succeeded else { return errors(of: kata, in: regraded, notes: notes) }
            try FileManager.default.createDirectory(at: compiledAgainst.deletingLastPathComponent(), withIntermediateDirectories: true)
            try interface.write(to: compiledAgainst)
            timings?.end("grader")
        }
        guard let (kit, entry) = try kit(plan: plan, stamp: stamp, compiler: exercise.compiler) else { return nil }
        let objects = modules.compactMap { plan.commands[$0] }.flatMap(\.objects)
        let binary = root.appendingPathComponent("\(Self.folder)/\(kata.module).xctest").path
        let linked = try swiftc(exercise.compiler, ["-emit-executable", "-o", binary, entry] + objects + ["-L", kit.deletingLastPathComponent().path, "-l" + Self.kitName, "-Xlinker", "-rpath=$ORIGIN", "-g"] + linker(beside: exercise.compiler))
        guard linked.succeeded else { return nil }
        timings?.end("link")
        let warnings = CompilerDiagnostic.warnings(in: compiled.standardOutput + "\n" + compiled.standardError, root: root.path)
            .map { warning in
                var warning = warning
                warning.path = PreviewlessCopies.learnersPath(warning.path)
                return warning
            }
            .filter { $0.path.hasPrefix(kata.exercisePath + "/") }
        return BuildOutcome(testBinary: binary, brokenKatas: [:], workbookErrors: [], failureLog: nil, previewsLeftOut: notes, warnings: warnings)
    }

    /// The shared library's name, as `-l` takes it.
    private static let kitName = "KataKit"

    /// The shared library of the model and the grading kit, and the object of a `main` that
    /// hands the run to Swift Testing as SwiftPM's test runner does: made again after each new full build.
    private func kit(plan: BuildPlan, stamp: BuildStamp, compiler: String) throws -> (library: URL, entry: String)? {
        let folder = root.appendingPathComponent(Self.folder)
        let library = folder.appendingPathComponent("lib\(Self.kitName).so")
        let entry = folder.appendingPathComponent("main.o").path
        let madeFor = folder.appendingPathComponent("kit-stamp")
        let stampID = Data((stamp.plan + "-" + stamp.workbook).utf8)
        if FileManager.default.contents(atPath: madeFor.path) == stampID {
            return (library, entry)
        }
        let commands = Self.kitModules.compactMap { plan.commands[$0] }
        guard commands.count == Self.kitModules.count else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("main.swift")
        try Data("import Testing\n\n@main\nstruct GraderMain {\n    static func main() async {\n        await Testing.__swiftPMEntryPoint() as Never\n    }\n}\n".utf8).write(to: source)
        guard try swiftc(compiler, ["-parse-as-library", "-c", source.path, "-o", entry, "-g"]).succeeded,
              try swiftc(compiler, ["-emit-library", "-o", library.path] + commands.flatMap(\.objects) + ["-g"] + linker(beside: compiler)).succeeded else { return nil }
        try stampID.write(to: madeFor)
        return (library, entry)
    }

    /// The kata's compiler errors, as the full build reports them; `nil` when there are none to
    /// show, so the full build says what went wrong.
    private func errors(of kata: Kata, in outcome: Subprocess.Outcome, notes: [Int: [String]]) -> BuildOutcome? {
        let errors = CompilerDiagnostic.errors(in: outcome.standardOutput + "\n" + outcome.standardError, root: root.path).map { error in
            var error = error
            error.path = PreviewlessCopies.learnersPath(error.path)
            return error
        }
        guard !errors.isEmpty, errors.allSatisfy({ kata.owns($0.path) }) else { return nil }
        return BuildOutcome(testBinary: nil, brokenKatas: [kata.number: errors], workbookErrors: [], failureLog: nil, previewsLeftOut: notes)
    }

    /// The toolchain's own lld when it has one, which links a kata's binary in two thirds of
    /// the time the system's gold takes (0.11 s against 0.15 s for kata 1, 2 cores); nothing,
    /// so the driver picks its default, when it has none.
    private func linker(beside compiler: String) -> [String] {
        let lld = URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }

    /// Runs a module's compile command as SwiftPM would.
    private func run(_ command: BuildPlan.Command) throws -> Subprocess.Outcome {
        try swiftc(command.compiler, command.directArguments)
    }

    /// Runs the compiler driver the plan names.
    private func swiftc(_ compiler: String, _ arguments: [String]) throws -> Subprocess.Outcome {
        try Subprocess.run(URL(fileURLWithPath: compiler), arguments: arguments, environment: environment, directory: root)
    }

    /// When a file was last written; `nil` when it is not there.
    private func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
