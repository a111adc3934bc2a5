import Foundation

/// `kata-runner solution`: the reference solution, once a kata passes.
extension KataRunner {
    /// The title of the lesson section that explains the reference solution.
    public static let solutionSectionTitle = "The reference solution"

    func showSolution(_ result: KataResult, style: TerminalStyle) -> Int32 {
        let kata = result.kata
        guard result.progress == .done else {
            let passed = result.checks.filter(\.passed).count
            console.line("The reference solution of kata \(kata.number) opens once all its checks pass; \(passed) of \(result.checks.count) do now. " + style.cyan("swift run kata-runner hint \(kata.slug)") + " helps with the next one.")
            return 1
        }
        let solutionPath = "Sources/Solutions/\(kata.folder)"
        console.line(style.bold("Kata \(kata.number) passes. The reference solution is in \(solutionPath)/."))
        let lesson = (try? String(contentsOf: root.appendingPathComponent(kata.lessonPath), encoding: .utf8)) ?? ""
        if let notes = LessonSection.text(of: Self.solutionSectionTitle, in: lesson) {
            console.line("")
            console.line(notes)
        }
        if kata.given != nil {
            showCatches(lesson: lesson, solutionPath: solutionPath, style: style)
        }
        console.line("")
        console.line(style.bold("From your files (-) to the reference (+):"))
        let outcome = try? Subprocess.run(
            Subprocess.env,
            arguments: ["diff", "-ru", kata.exercisePath, solutionPath],
            environment: environment,
            directory: root
        )
        guard let outcome, outcome.status <= 1, !outcome.crashed else {
            console.line("(Could not run `diff`; compare \(kata.exercisePath)/ with \(solutionPath)/ in your editor.)")
            return 0
        }
        if outcome.status == 0 {
            console.line("Your files are the same as the reference's.")
            return 0
        }
        for line in outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+"), !line.hasPrefix("+++") {
                console.line(style.green(String(line)))
            } else if line.hasPrefix("-"), !line.hasPrefix("---") {
                console.line(style.red(String(line)))
            } else {
                console.line(String(line))
            }
        }
        return 0
    }

    /// For a kata whose learner writes tests: which broken versions of the given code each
    /// reference test catches, as the lesson's tasks, from the tests' "Catches" comments.
    private func showCatches(lesson: String, solutionPath: String, style: TerminalStyle) {
        let folder = root.appendingPathComponent(solutionPath)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let entries = files.flatMap { file in
            CatchComments(source: (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "").entries
        }
        guard !entries.isEmpty else { return }
        let tasks = LessonTasks.names(in: lesson)
        console.line("")
        console.line(style.bold("What each reference test catches:"))
        for entry in entries {
            console.line("  " + entry.test + (entry.tasks.isEmpty ? ": none of them" : ""))
            for number in entry.tasks {
                console.line("      " + (tasks.indices.contains(number - 1) ? tasks[number - 1] : "task \(number)"))
            }
        }
    }
}
