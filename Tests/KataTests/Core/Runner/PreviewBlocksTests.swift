import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: Xcode's #Preview blocks are left out of the build, line numbers kept")
struct PreviewBlocksTests {
    let source = """
        import Kata

        struct PhoneView: View {
            var body: some View {
                Text("Phone { not a brace }")
            }
        }

        #Preview {
            PhoneView()
                .padding()
        }

        // #Preview { in a comment, left alone }
        #Preview("Dark", traits: .sizeThatFitsLayout) {
            NavigationStack { PhoneView() }
        }
        let after = "#Preview"
        """

    @Test("Each preview block, with its name, arguments and nested braces, becomes blank; comments, strings and every line number stay")
    func blanksPreviews() throws {
        let blanked = try #require(PreviewBlocks.blanked(source))
        let lines = blanked.components(separatedBy: "\n")
        #expect(lines.count == source.components(separatedBy: "\n").count)
        #expect(!blanked.contains("PhoneView()\n"))
        #expect(!blanked.contains("NavigationStack"))
        #expect(!blanked.contains("\"Dark\""))
        #expect(lines[4] == "        Text(\"Phone { not a brace }\")")
        #expect(lines[13] == "// #Preview { in a comment, left alone }")
        #expect(lines[17] == "let after = \"#Preview\"")
        #expect(lines[8].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test("A file without previews is left as it is")
    func noPreviews() {
        #expect(PreviewBlocks.blanked("struct A {}\nlet b = \"#Preview\"\n#PreviewLike {}") == nil)
    }

    @Test("A kata whose exercise has previews is built from a copy without them; the compiler's paths in the copy are the learner's")
    func copies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("previewless-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let kata = Workbook.katas[0]
        let folder = root.appendingPathComponent(kata.exercisePath)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: folder.appendingPathComponent("PhoneView.swift"))
        try Data("struct Plain {}\n".utf8).write(to: folder.appendingPathComponent("Plain.swift"))
        let copies = PreviewlessCopies(root: root)
        #expect(try copies.update(for: [kata]) == [kata: [kata.exercisePath + "/PhoneView.swift"]])
        let copy = root.appendingPathComponent(PreviewlessCopies.folder + "/" + kata.exercisePath)
        let copied = try String(contentsOf: copy.appendingPathComponent("PhoneView.swift"), encoding: .utf8)
        #expect(copied == PreviewBlocks.blanked(source))
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Plain.swift").path))
        #expect(PreviewlessCopies.learnersPath(PreviewlessCopies.folder + "/" + kata.exercisePath + "/PhoneView.swift") == kata.exercisePath + "/PhoneView.swift")
        try Data("struct PhoneView {}\n".utf8).write(to: folder.appendingPathComponent("PhoneView.swift"))
        #expect(try copies.update(for: [kata]).isEmpty, "with its previews gone, the kata is built from its own folder again")
        #expect(!FileManager.default.fileExists(atPath: copy.path))
    }

    @Test("The manifest builds the katas in KATA_PREVIEWLESS from the copies' folder")
    func manifestAgrees() throws {
        let manifest = try String(contentsOf: Workbook.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("let previewlessFolder = \"\(PreviewlessCopies.folder)\""))
        let builder = WorkbookBuilder(root: Workbook.root, katas: Workbook.katas, environment: [:])
        #expect(builder.gradingEnvironment(excluding: [], previewless: [Workbook.katas[4], Workbook.katas[0]])["KATA_PREVIEWLESS"] == "Onboarding,PathCoordinator")
    }

    @Test("#Preview met outside kata-runner gets advice, not a bare 'no macro' error")
    func advice() {
        let error = CompilerDiagnostic(path: "Exercises/05-path-coordinator/PhoneView.swift", line: 40, column: 2, message: "no macro named 'Preview'")
        #expect(error.advice?.contains("#if os(iOS)") == true)
    }
}
