import Foundation

extension ClassReport {
    /// The class's page: a row per learner, a cell per kata (passed, how many checks pass and
    /// the first failing one, or why it was not graded), each cell linking to that kata on the
    /// learner's page. Self-contained: no script, nothing fetched.
    public var html: String {
        let names = pageNames
        let header = "<tr><th scope=\"col\">Learner</th><th scope=\"col\">Katas passed</th>"
            + katas.map { "<th scope=\"col\" title=\"\(Markup.escape($0.title))\">\($0.number)</th>" }.joined()
            + "<th scope=\"col\">Seconds</th></tr>"
        let rows = zip(grades, names).map { grade, page in
            let cells = katas.map { kata in
                let cell = Self.cell(kata, in: grade)
                return "<td class=\"\(Self.cssClass(cell))\"><a href=\"learners/\(page)#kata-\(kata.number)\">\(Markup.escape(cell.text))</a></td>"
            }.joined()
            let passed = grade.problem == nil ? "\(grade.katasPassed)/\(katas.count)" : "not graded"
            return "<tr><th scope=\"row\"><a href=\"learners/\(page)\">\(Markup.escape(grade.name))</a></th><td>\(passed)</td>\(cells)<td class=\"number\">\(String(format: "%.1f", grade.seconds))</td></tr>"
        }
        let perLearner = grades.isEmpty ? 0 : grades.map(\.seconds).reduce(0, +) / Double(grades.count)
        var body = [
            "<h1>Coordinator Katas · the class</h1>",
            "<p>\(Plural.count(grades.count, "workbook")) graded in \(String(format: "%.0f", seconds)) s (\(String(format: "%.1f", perLearner)) s each on average, once the workbook was built). Each cell links to that kata on the learner's page.</p>",
            "<table>",
            "<thead>\(header)</thead>",
            "<tbody>",
        ] + rows + ["</tbody>", "</table>"]
        body.append("<p class=\"note\">Columns: " + katas.map { "\($0.number) \(Markup.escape($0.title))" }.joined(separator: " · ") + "</p>")
        if !leftOut.isEmpty {
            body.append("<p class=\"note\">Left out, with no kata folder in them: \(leftOut.map(Markup.escape).joined(separator: ", ")).</p>")
        }
        return Self.page(title: "Coordinator Katas · the class", body: body)
    }

    /// A learner's page: each kata's checklist, as `kata-runner check` shows it to them.
    public func learnerPage(_ grade: LearnerGrade) -> String {
        let renderer = ReportRenderer(style: TerminalStyle(colour: false))
        var body = [
            "<p><a href=\"../report.html\">The class</a></p>",
            "<h1>\(Markup.escape(grade.name))</h1>",
        ]
        if let problem = grade.problem {
            body.append("<p class=\"bad\">The workbook could not be graded:</p>")
            body.append("<pre>\(Markup.escape(problem))</pre>")
            return Self.page(title: grade.name, body: body)
        }
        body.append("<p>\(grade.katasPassed) of \(Plural.count(katas.count, "kata")) passed, graded in \(String(format: "%.1f", grade.seconds)) s.</p>")
        for kata in katas {
            let cell = Self.cell(kata, in: grade)
            body.append("<h2 id=\"kata-\(kata.number)\">Kata \(kata.number) · \(Markup.escape(kata.title))</h2>")
            body.append("<p class=\"\(Self.cssClass(cell))\">\(Markup.escape(cell.text))</p>")
            if let result = grade.result(of: kata) {
                body.append("<pre>\(Markup.escape(renderer.checklist(result, fullMessages: true)))</pre>")
            }
        }
        return Self.page(title: grade.name, body: body)
    }

    /// The class of a cell, for its colour.
    static func cssClass(_ cell: Cell) -> String {
        switch cell {
        case .passed: "good"
        case .failing: "warn"
        case .doesNotCompile, .notGraded: "bad"
        case .notHandedIn: "muted"
        }
    }

    private static func page(title: String, body: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <main>
        \(body.joined(separator: "\n"))
        </main>
        </body>
        </html>

        """
    }

    private static let style = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --box: #f6f8fa; --line: #d0d7de; --accent: #0550ae; --bad: #a40e26; --bad-bg: #ffebe9; --warn: #7d4e00; --warn-bg: #fff8c5; --good: #116329; --good-bg: #dafbe1; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9da7b3; --box: #161b22; --line: #30363d; --accent: #58a6ff; --bad: #ff7b72; --bad-bg: #4a1419; --warn: #e3b341; --warn-bg: #2e2300; --good: #56d364; --good-bg: #0f2d1a; }
    }
    body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    main { max-width: 90rem; margin: 0 auto; padding: 1.5rem; }
    h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
    h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; }
    a { color: var(--accent); }
    table { border-collapse: collapse; width: 100%; }
    th, td { border: 1px solid var(--line); padding: .35rem .5rem; text-align: left; vertical-align: top; font-size: 13px; }
    td a { color: inherit; text-decoration: none; }
    td.good { background: var(--good-bg); color: var(--good); }
    td.warn { background: var(--warn-bg); color: var(--warn); }
    td.bad { background: var(--bad-bg); color: var(--bad); }
    td.muted, .note, .muted { color: var(--muted); }
    td.number { text-align: right; }
    p.good { color: var(--good); font-weight: 600; }
    p.warn { color: var(--warn); font-weight: 600; }
    p.bad { color: var(--bad); font-weight: 600; }
    pre { margin: 0; padding: .75rem; background: var(--box); border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre-wrap; }
    """
}
