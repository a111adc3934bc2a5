import Foundation

/// `kata-runner explore`: the learner's app as the grader's explorer saw it, drawn as a graph.
extension KataRunner {
    /// Where `explore` writes a kata's graph unless `--out` says otherwise: `.kata/explore/NN-slug/`.
    static func exploreFolder(for kata: Kata) -> String {
        ".kata/explore/\(kata.folder)"
    }

    /// Builds and grades `kata` with its explorer recording, then writes the page, the DOT and
    /// the Mermaid text into `out` (or ``exploreFolder(for:)``) and says where. Returns 0 when
    /// the graph was written and the learner's app did what the lesson's does, 1 otherwise.
    func explore(_ kata: Kata, into out: String?, style: TerminalStyle) -> Int32 {
        guard kata.given == nil else {
            console.line("Kata \(kata.number) grades the tests you write, so it has no app of yours to explore. `kata-runner check \(kata.number)` shows how your tests do.")
            return 1
        }
        let folder = URL(fileURLWithPath: out.map(absolutePath) ?? root.appendingPathComponent(Self.exploreFolder(for: kata)).path, isDirectory: true)
        let recorded = folder.appendingPathComponent(ExploreGraph.fileName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: recorded.path) {
                try FileManager.default.removeItem(at: recorded)
            }
        } catch {
            console.line("Could not write to \(folder.path): \(error.localizedDescription)")
            return 1
        }
        guard let result = grade([kata], gradingEnvironment: [ExploreGraph.outputVariable: folder.path])?.first else { return 1 }
        recordProgress([result])
        let renderer = ReportRenderer(style: style)
        console.line(style.bold("Kata \(kata.number) · \(kata.title)") + " · " + renderer.state(result))
        guard case let .graded(checks) = result.outcome else {
            console.line("There is no app to explore until the kata compiles:")
            console.line(renderer.checklist(result, fullMessages: true))
            return 1
        }
        guard let data = try? Data(contentsOf: recorded), let graph = try? JSONDecoder().decode(ExploreGraph.self, from: data) else {
            let explorer = checks.last.map { "\"\($0.name)\"" } ?? "the last check"
            console.line("The explorer did not run, so there is nothing to draw: its check, \(explorer), stops before exploring while your app does not start or an earlier step it needs fails. `kata-runner check \(kata.number)` says what to fix first.")
            return 1
        }
        let report = ExploreReport(graph: graph, title: "Kata \(kata.number) · \(kata.title)", folder: kata.exercisePath)
        let files = [("graph.html", report.html), ("graph.dot", report.dot), ("graph.mmd", report.mermaid)]
        for (name, text) in files {
            do {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            } catch {
                console.line("Could not write \(name) to \(folder.path): \(error.localizedDescription)")
                return 1
            }
        }
        console.line("Explored \(report.summary), in \(String(format: "%.2f", graph.seconds)) s.")
        if let divergence = graph.divergence {
            console.line("Your app went another way than the lesson's: \(divergence.story.prefix(1).lowercased() + divergence.story.dropFirst()). The page sets out those steps with both apps side by side.")
        } else {
            console.line("Your app did what the lesson's app does after every step tried.")
        }
        let shown = folder.path.hasPrefix(root.path + "/") ? String(folder.path.dropFirst(root.path.count + 1)) : folder.path
        console.line("Open " + style.cyan("\(shown)/graph.html") + " in a browser (no server needed); beside it, graph.dot for Graphviz, graph.mmd for Mermaid and graph.json with every state.")
        return graph.divergence == nil ? 0 : 1
    }
}
