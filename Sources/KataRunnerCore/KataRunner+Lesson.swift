import Foundation

extension KataRunner {
    /// Shows a lesson as a terminal reader would, paged on an interactive terminal, plain
    /// (no escape codes) with `NO_COLOR` or when piped.
    func showLesson(at path: String, style: TerminalStyle) -> Int32 {
        let url = root.appendingPathComponent(path)
        guard let markdown = try? String(contentsOf: url, encoding: .utf8) else {
            console.line("The lesson \(path) is missing. Restore it with `git checkout -- \(path)`.")
            return 1
        }
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? (console.isTerminal ? Pager.terminalColumns() : nil) ?? 100
        let text = MarkdownRenderer(style: style, width: min(100, columns)).render(markdown)
        if console.isTerminal, Pager.show(text, environment: environment) {
            return 0
        }
        console.write(text)
        return 0
    }
}
