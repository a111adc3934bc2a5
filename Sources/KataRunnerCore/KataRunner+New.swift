import Foundation

/// `kata-runner new`: a new kata from the template, and what to write next.
extension KataRunner {
    func scaffold(slug: String, title: String, module: String?, style: TerminalStyle) -> Int32 {
        let scaffold = KataScaffold(root: root, katas: katas)
        let kata: Kata
        do {
            kata = try scaffold.plan(slug: slug, title: title, module: module)
        } catch {
            console.line(error.description)
            return UsageError.exitCode
        }
        let written: KataScaffold.Written
        do {
            written = try scaffold.write(kata)
        } catch {
            console.line(style.red("kata-runner new stopped: \(error). Take back what it wrote with the line below."))
            console.line(undoLine(for: kata, scaffold: scaffold))
            return 1
        }
        console.line(style.bold("Kata \(kata.number) · \(kata.title)") + " (\(kata.slug), module \(kata.module)): \(written.files.count) files written; katas.json and .kata-shipped list it.")
        if written.readmeRow {
            console.line("README.md's table of katas has its row.")
        } else {
            console.line(style.red("README.md has no table of katas under \"## The katas\" to add the row to: add it by hand."))
        }
        if written.interviewQuestion {
            console.line("Lessons/interview.md has a question for it to answer.")
        }
        console.line("")
        console.line("Next:")
        console.line("  1. " + style.cyan("swift run kata-runner verify \(kata.slug)") + ": the new kata passes at once (its checks, its mutants caught, its baseline accepted).")
        console.line("  2. Write the lesson (\(kata.lessonPath)) on a flow other than the exercise's: its \"Before you start\" names the earlier katas it")
        console.line("     builds on; then the exercise, the reference solution, the checks and what the explorer compares (its last check),")
        console.line("     and the question it answers in Lessons/interview.md. CONTRIBUTING.md lists each rule verify and swift test hold you to.")
        console.line("  3. For `swift build` and `swift test` by hand, run " + style.cyan("swift package purge-cache") + " once: SwiftPM keeps the manifest it evaluated")
        console.line("     before katas.json changed (kata-runner's own builds account for that).")
        console.line("")
        console.line("To take it back (this also drops any other uncommitted change to the files it names): " + undoLine(for: kata, scaffold: scaffold))
        return 0
    }

    /// The commands that remove a scaffolded kata, in a workbook kept in git: the files `new`
    /// changed put back (the classroom workflow too, when the workbook has one), its own removed.
    private func undoLine(for kata: Kata, scaffold: KataScaffold) -> String {
        let classroom = FileManager.default.fileExists(atPath: root.appendingPathComponent(ClassroomWorkflow.path).path) ? " " + ClassroomWorkflow.path : ""
        return "git checkout -- \(Catalog.fileName) README.md \(KataScaffold.interviewGuide) \(ShippedFingerprints.fileName)\(classroom) && rm -rf " + scaffold.paths(for: kata).joined(separator: " ")
    }
}
