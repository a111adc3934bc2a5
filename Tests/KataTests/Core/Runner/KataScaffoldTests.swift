import Foundation
import KataRunnerCore
import Testing

/// `kata-runner new`. The whole path (a kata from the real template, passing `verify` at once,
/// then taken back with the line `new` prints) runs in `Scripts/runner-e2e.sh`.
@Suite("kata-runner new: a new kata from the template")
struct KataScaffoldTests {
    static let onboarding = Kata(number: 1, slug: "onboarding", title: "The onboarding coordinator", module: "Onboarding", lessonFile: "01-onboarding-coordinator.md")

    @Test("A kata's name, module and title are checked before anything is written")
    func plan() throws {
        let scaffold = KataScaffold(root: Workbook.root, katas: [Self.onboarding])
        let kata = try scaffold.plan(slug: "sign-up", title: " The sign-up flow ", module: nil)
        #expect(kata == Kata(number: 2, slug: "sign-up", title: "The sign-up flow", module: "SignUp", lessonFile: "02-sign-up.md"))
        #expect(kata.folder == "02-sign-up")
        #expect(throws: ScaffoldError.badSlug("Sign Up")) { try scaffold.plan(slug: "Sign Up", title: "T", module: nil) }
        #expect(throws: ScaffoldError.badSlug("sign--up")) { try scaffold.plan(slug: "sign--up", title: "T", module: nil) }
        #expect(throws: ScaffoldError.badModule("signUp")) { try scaffold.plan(slug: "sign-up", title: "T", module: "signUp") }
        #expect(throws: ScaffoldError.emptyTitle) { try scaffold.plan(slug: "sign-up", title: "  ", module: nil) }
        #expect(throws: ScaffoldError.taken(by: Self.onboarding)) { try scaffold.plan(slug: "onboarding", title: "T", module: nil) }
        #expect(throws: ScaffoldError.taken(by: Self.onboarding)) { try scaffold.plan(slug: "other", title: "T", module: "Onboarding") }
        #expect(ScaffoldError.badSlug("Sign Up").description.contains("kata-runner new sign-up"))
        #expect(throws: ScaffoldError.reservedModule("Testing")) { try scaffold.plan(slug: "testing", title: "T", module: nil) }
        #expect(throws: ScaffoldError.taken(by: Self.onboarding)) { try scaffold.plan(slug: "x", title: "T", module: "OnboardingMutants") }
        #expect(throws: ScaffoldError.taken(by: Self.onboarding)) { try scaffold.plan(slug: "onboarding-mutants", title: "T", module: nil) }
        #expect(throws: ScaffoldError.badTitle("A \"quoted\" title", character: "\"")) { try scaffold.plan(slug: "q", title: "A \"quoted\" title", module: nil) }
        #expect(throws: ScaffoldError.badTitle("A | B", character: "|")) { try scaffold.plan(slug: "q", title: "A | B", module: nil) }
    }

    @Test("katas.json keeps one line per kata, and reads back as written, quotes and all")
    func catalogText() throws {
        let tricky = Kata(number: 2, slug: "quotes", title: "A \"quoted\" title", module: "Quotes", lessonFile: "02-quotes.md")
        let text = KataScaffold.catalogText([Self.onboarding, tricky])
        #expect(text.split(separator: "\n").count == 6)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("katas.json"))
        #expect(try Catalog.katas(in: folder) == [Self.onboarding, tricky])
        let shipped = try String(contentsOf: Workbook.root.appendingPathComponent("katas.json"), encoding: .utf8)
        #expect(KataScaffold.catalogText(Workbook.katas) == shipped, "the list is written as the workbook keeps it")
    }

    @Test("The README gets the kata's row after the table's last, and nothing else changes")
    func readmeRow() {
        let readme = "# Book\n\n## The katas\n\n| # | Kata | You write | Lesson |\n| --- | --- | --- | --- |\n| 1 | One | `Exercises/01-one/` | x |\n\n## Next\n| 9 | not this table |\n"
        let kata = Kata(number: 2, slug: "two", title: "Two", module: "Two", lessonFile: "02-two.md")
        let updated = KataScaffold.readme(readme, adding: kata)
        #expect(updated == readme.replacingOccurrences(of: "| x |\n", with: "| x |\n| 2 | Two | `Exercises/02-two/` | [`02-two.md`](Lessons/02-two.md) |\n"))
    }

    @Test("Writing fills every placeholder in names and texts, copies the exercise to Stubs/, links the solution's given files to the stub's, and never overwrites")
    func write() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("final class __Module__Coordinator {} // kata __number__ (__NN__), __slug__, __Title__\n", to: "Templates/NewKata/Exercises/__folder__/__Module__Coordinator.swift")
        try workbook.write("final class Given {}\n", to: "Templates/NewKata/Exercises/__folder__/Given.swift")
        try workbook.write("final class __Module__Coordinator { func start() {} }\n", to: "Templates/NewKata/Sources/Solutions/__folder__/__Module__Coordinator.swift")
        try workbook.write("## 1. A check\n", to: "Templates/NewKata/Lessons/hints/__folder__.md")
        try workbook.write(KataScaffold.catalogText([Self.onboarding]), to: "katas.json")
        try workbook.write("## The katas\n\n| 1 | x |\n", to: "README.md")
        try workbook.write("kept Sources/Kata\n", to: ".kata-shipped")
        try workbook.write(ClassroomWorkflow.text(for: [Self.onboarding]), to: ClassroomWorkflow.path)
        let scaffold = KataScaffold(root: workbook.root, katas: [Self.onboarding])
        let kata = try scaffold.plan(slug: "sign-up", title: "Sign up", module: nil)
        let written = try scaffold.write(kata).files
        #expect(written == [
            "Exercises/02-sign-up/Given.swift", "Exercises/02-sign-up/SignUpCoordinator.swift", "Lessons/hints/02-sign-up.md",
            "Sources/Solutions/02-sign-up/Given.swift", "Sources/Solutions/02-sign-up/SignUpCoordinator.swift",
            "Stubs/02-sign-up/Given.swift", "Stubs/02-sign-up/SignUpCoordinator.swift",
        ], "the given file goes to the solution too; the exercise's own coordinator does not")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workbook.root.appendingPathComponent("Sources/Solutions/02-sign-up/Given.swift").path) == "../../../Stubs/02-sign-up/Given.swift")
        #expect(try String(contentsOf: workbook.root.appendingPathComponent("Sources/Solutions/02-sign-up/Given.swift"), encoding: .utf8) == "final class Given {}\n", "the link leads to the given file")
        let solved = try String(contentsOf: workbook.root.appendingPathComponent("Sources/Solutions/02-sign-up/SignUpCoordinator.swift"), encoding: .utf8)
        #expect(solved == "final class SignUpCoordinator { func start() {} }\n")
        let code = try String(contentsOf: workbook.root.appendingPathComponent("Stubs/02-sign-up/SignUpCoordinator.swift"), encoding: .utf8)
        #expect(code == "final class SignUpCoordinator {} // kata 2 (02), sign-up, Sign up\n")
        #expect(try Catalog.katas(in: workbook.root).map(\.slug) == ["onboarding", "sign-up"])
        #expect(try String(contentsOf: workbook.root.appendingPathComponent("README.md"), encoding: .utf8).contains("| 2 | Sign up |"))
        #expect(try String(contentsOf: workbook.root.appendingPathComponent(ClassroomWorkflow.path), encoding: .utf8).contains("command: swift run kata-runner check 2\n"), "the classroom grades the new kata too")
        let shipped = try #require(ShippedFingerprints(shippedIn: workbook.root))
        #expect(shipped.entries.map(\.path).contains("Stubs/02-sign-up"), "the new kata's stub and grader are fingerprinted")
        #expect(shipped.entries.first { $0.path == "Sources/Kata" }?.fingerprint == "kept", "what was shipped before stays as shipped")
        #expect(throws: ScaffoldError.exists("Exercises/02-sign-up")) {
            try KataScaffold(root: workbook.root, katas: [Self.onboarding]).plan(slug: "sign-up", title: "Sign up again", module: "Other")
        }
    }
}
