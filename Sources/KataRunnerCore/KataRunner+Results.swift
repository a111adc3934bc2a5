import Foundation

/// Results for other tools: Exercism-shaped JSON files.
extension KataRunner {
    /// A path as given on the command line, made absolute against the current folder.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Writes a kata's results in Exercism's format, saying where, or why it could not.
    func writeJSON(_ result: KataResult, to url: URL) {
        let folder = root.appendingPathComponent(result.kata.graderPath)
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let results = ExercismResults(result) { ExercismResults.testCode(named: $0.name, inChecks: sources) }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try results.json().write(to: url, options: .atomic)
            console.line("Results written to \(url.path).")
        } catch {
            console.line("Could not write results to \(url.path): \(error.localizedDescription)")
        }
    }
}
