import Foundation
import KataRunnerCore
import Testing

/// SwiftPM keys its cache of evaluated manifests by the manifest's text and the environment,
/// not by the files the manifest reads (measured with Swift 6.3: after `katas.json` changed,
/// `swift package dump-package` listed the old targets until the environment changed, and
/// `touch Package.swift` did not help). kata-runner's builds carry a digest of those files.
@Suite("kata-runner: builds never use a manifest evaluated before katas.json or the exercise folders changed")
struct ManifestInputsTests {
    @Test("The digest changes when katas.json changes, and when an exercise folder goes missing or comes back")
    func digestFollowsInputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let kata = Kata(number: 1, slug: "onboarding", title: "Onboarding", module: "Onboarding", lessonFile: "01-onboarding.md")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(kata.exercisePath), withIntermediateDirectories: true)
        try Data(#"{"katas":[]}"#.utf8).write(to: root.appendingPathComponent("katas.json"))
        let first = ManifestInputs.digest(root: root, katas: [kata])
        #expect(ManifestInputs.digest(root: root, katas: [kata]) == first, "the same inputs, the same key: no needless evaluation")
        try Data(#"{"katas":[{}]}"#.utf8).write(to: root.appendingPathComponent("katas.json"))
        let listChanged = ManifestInputs.digest(root: root, katas: [kata])
        #expect(listChanged != first)
        try FileManager.default.removeItem(at: root.appendingPathComponent(kata.exercisePath))
        #expect(ManifestInputs.digest(root: root, katas: [kata]) != listChanged)
    }

    @Test("Every build kata-runner starts carries the digest")
    func buildsCarryIt() {
        let builder = WorkbookBuilder(root: Workbook.root, katas: Workbook.katas, environment: ["PATH": "/usr/bin"])
        let environment = builder.gradingEnvironment(excluding: [])
        #expect(environment[ManifestInputs.variable] == ManifestInputs.digest(root: Workbook.root, katas: Workbook.katas))
        #expect(environment["PATH"] == "/usr/bin")
    }
}
