import Foundation
import KataRunnerCore
import Testing

/// A kata built alone, from the plan of the last full build, must never grade what that plan no
/// longer describes: each refusal below hands the build to SwiftPM, whose results are the same.
/// (That a kata built alone grades exactly as the full build does is `Scripts/runner-e2e.sh`'s
/// to show, with real builds.)
@Suite("kata-runner: one kata built alone, only while the last full build's plan holds")
struct SingleKataBuildTests {
    /// Three blocks as SwiftPM 6.3 writes them in `debug.yaml`: a kata's module, the grader that
    /// imports it, and the link of the test binary (which is not a module's command).
    static let manifest = """
    client:
      name: basic
    targets:
      "Onboarding-x86_64-unknown-linux-gnu-debug.module": ["<Onboarding-x86_64-unknown-linux-gnu-debug.module>"]
    commands:
      "C.Onboarding-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/w/Exercises/01-onboarding/B.swift","/w/Exercises/01-onboarding/A.swift","/w/.build/debug/Modules/Kata.swiftmodule","/w/.build/debug/Onboarding.build/sources"]
        outputs: ["/w/.build/debug/Onboarding.build/B.swift.o","/w/.build/debug/Onboarding.build/A.swift.o","/w/.build/debug/Modules/Onboarding.swiftmodule"]
        description: "Compiling Swift Module 'Onboarding' (2 sources)"
        args: ["/opt/swift/usr/bin/swiftc","-module-name","Onboarding","-emit-dependencies","-emit-module","-emit-module-path","/w/.build/debug/Modules/Onboarding.swiftmodule","-v","-parseable-output","-index-store-path","/w/.build/debug/index/store","-g"]

      "C.OnboardingGrader-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/w/Tests/KataTests/01-onboarding/G.swift","/w/.build/debug/Modules/KataGrading.swiftmodule","/w/.build/debug/Modules/Onboarding.swiftmodule"]
        outputs: ["/w/.build/debug/OnboardingGrader.build/G.swift.o","/w/.build/debug/Modules/OnboardingGrader.swiftmodule"]
        args: ["/opt/swift/usr/bin/swiftc","-module-name","OnboardingGrader","-emit-module","-g"]

      "C.KataGrading-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/w/Sources/KataGrading/K.swift","/w/.build/debug/Modules/Kata.swiftmodule","/w/.build/debug/Modules/KataRunnerCore.swiftmodule"]
        outputs: ["/w/.build/debug/KataGrading.build/K.swift.o","/w/.build/debug/Modules/KataGrading.swiftmodule"]
        args: ["/opt/swift/usr/bin/swiftc","-module-name","KataGrading","-emit-module","-g"]

      "C.CoordinatorKatasPackageTests-x86_64-unknown-linux-gnu-debug.test":
        tool: shell
        inputs: ["/w/.build/debug/Onboarding.build/A.swift.o"]
        outputs: ["/w/.build/debug/CoordinatorKatasPackageTests.xctest"]
        args: ["/opt/swift/usr/bin/swiftc","-module-name","CoordinatorKatasPackageTests","-emit-executable","-g"]
    """

    @Test("The plan gives each module's command: its sources, objects, interface and the modules it imports; a link is no module's command")
    func planIsRead() throws {
        let plan = BuildPlan(manifest: Self.manifest)
        #expect(plan.commands.keys.sorted() == ["KataGrading", "Onboarding", "OnboardingGrader"])
        let exercise = try #require(plan.commands["Onboarding"])
        #expect(exercise.compiler == "/opt/swift/usr/bin/swiftc")
        #expect(exercise.sources == ["/w/Exercises/01-onboarding/B.swift", "/w/Exercises/01-onboarding/A.swift"])
        #expect(exercise.objects == ["/w/.build/debug/Onboarding.build/B.swift.o", "/w/.build/debug/Onboarding.build/A.swift.o"])
        #expect(exercise.interface == "/w/.build/debug/Modules/Onboarding.swiftmodule")
        #expect(exercise.directArguments == ["-module-name", "Onboarding", "-emit-dependencies", "-emit-module", "-emit-module-path", "/w/.build/debug/Modules/Onboarding.swiftmodule", "-g"], "plain diagnostics, not SwiftPM's JSON, no echoed commands, no index")
        #expect(exercise.argumentsWithoutInterface == ["-module-name", "Onboarding", "-emit-dependencies", "-g"], "a grader's compile writes no interface, which nothing imports")
        #expect(plan.dependencies(of: ["OnboardingGrader"]) == ["Kata", "KataGrading", "KataRunnerCore", "Onboarding", "OnboardingGrader"], "what the grader imports, through the grading kit too")
    }

    @Test("A plan whose module SwiftPM has not built since a file was added (its list of sources and output file map still older) does not build the kata alone")
    func writtenFilesFollowThePlan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("sources").path
        let map = folder.appendingPathComponent("output-file-map.json").path
        let manifest = """
        commands:
          "C.Onboarding-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/w/A.swift","/w/B.swift","\(list)"]
            outputs: ["/w/A.swift.o","/w/B.swift.o"]
            args: ["/opt/swift/usr/bin/swiftc","-module-name","Onboarding","-emit-module","-output-file-map","\(map)","@\(list)"]
        """
        let command = try #require(BuildPlan(manifest: manifest).commands["Onboarding"])
        #expect(!command.writtenFilesMatchSources, "nothing written yet")
        try Data("/w/A.swift\n".utf8).write(to: URL(fileURLWithPath: list))
        try Data(#"{"": {}, "/w/A.swift": {}, "/w/B.swift": {}}"#.utf8).write(to: URL(fileURLWithPath: map))
        #expect(!command.writtenFilesMatchSources, "B.swift added since SwiftPM last built the module")
        try Data("/w/A.swift\n/w/B.swift\n".utf8).write(to: URL(fileURLWithPath: list))
        #expect(command.writtenFilesMatchSources)
        try Data(#"{"": {}, "/w/A.swift": {}}"#.utf8).write(to: URL(fileURLWithPath: map))
        #expect(!command.writtenFilesMatchSources, "the output file map lacks B.swift")
    }

    @Test("The stamp follows the workbook's files but not the exercises, and a build folder's plan")
    func stampFollowsWorkbook() throws {
        let root = try Self.scratchWorkbook()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = BuildStamp.now(root: root)
        #expect(BuildStamp.now(root: root) == first, "nothing changed, the same stamp")
        try Data("// the learner's edit\n".utf8).write(to: root.appendingPathComponent("Exercises/01-onboarding/A.swift"))
        #expect(BuildStamp.now(root: root) == first, "an exercise is the single build's own to compile")
        try Data("// a model change\n".utf8).write(to: root.appendingPathComponent("Sources/Kata/Model.swift"))
        let modelChanged = BuildStamp.now(root: root)
        #expect(modelChanged.workbook != first.workbook)
        try Data(Self.manifest.utf8).write(to: root.appendingPathComponent("\(WorkbookBuilder.scratchPath)/\(BuildPlan.manifestName)"))
        #expect(BuildStamp.now(root: root).plan != modelChanged.plan, "a new plan is a new stamp")
        #expect(BuildStamp.recorded(root: root) == nil)
        BuildStamp.record(workbook: modelChanged.workbook, root: root)
        #expect(BuildStamp.recorded(root: root) == BuildStamp.now(root: root))
    }

    @Test("No kata is built alone before a build, after the workbook changed, when asked not to, when the kata's folder has files the plan does not compile, or before what it needs was built")
    func refusesWhatThePlanDoesNotHold() throws {
        let root = try Self.scratchWorkbook()
        defer { try? FileManager.default.removeItem(at: root) }
        let kata = Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "01-onboarding.md")
        let build = SingleKataBuild(root: root, environment: [:])
        #expect(try build.build(kata) == nil, "no full build yet")
        let manifest = Self.manifest.replacingOccurrences(of: "/w/", with: root.path + "/")
        try Data(manifest.utf8).write(to: root.appendingPathComponent("\(WorkbookBuilder.scratchPath)/\(BuildPlan.manifestName)"))
        BuildStamp.record(workbook: BuildStamp.workbookDigest(root: root), root: root)
        try Data("// a third file\n".utf8).write(to: root.appendingPathComponent("Exercises/01-onboarding/C.swift"))
        #expect(try build.build(kata) == nil, "a file the plan does not compile: SwiftPM plans again")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Exercises/01-onboarding/C.swift"))
        var said: [String] = []
        #expect(try build.build(kata) { said.append($0) } == nil)
        #expect(said.isEmpty, "the grading kit was never built (SwiftPM built another kata's modules only): nothing is compiled")
        #expect(try SingleKataBuild(root: root, environment: [SingleKataBuild.offVariable: "1"]).build(kata) == nil, "asked for the full build")
        try Data("// a grader change\n".utf8).write(to: root.appendingPathComponent("Tests/KataTests/01-onboarding/G.swift"))
        #expect(try build.build(kata) == nil, "the workbook changed since the plan")
    }

    /// A workbook of a few files in a folder of its own, with a build folder.
    private static func scratchWorkbook() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("single-\(UUID().uuidString)")
        for file in ["Package.swift", "katas.json", "Sources/Kata/Model.swift", "Sources/KataGrading/K.swift", "Tests/KataTests/01-onboarding/G.swift", "Exercises/01-onboarding/A.swift", "Exercises/01-onboarding/B.swift"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(WorkbookBuilder.scratchPath), withIntermediateDirectories: true)
        return root
    }
}
