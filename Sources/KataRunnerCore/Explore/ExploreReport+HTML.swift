import Foundation

extension ExploreReport {
    /// The page: what was explored and what came of it, how to read the drawing, the graph, and
    /// for an app that went another way, the steps that show it with both apps side by side.
    /// Everything is inline (CSS and SVG, no script, no font fetched), and it follows the
    /// reader's light or dark colour scheme.
    public var html: String {
        var body: [String] = []
        body.append("<header>")
        body.append("<h1>\(Markup.escape(title))</h1>")
        body.append("<p>Every state the explorer reached in your app (<code>\(Markup.escape(folder))/</code>), making each step in the lesson's app too: \(Markup.escape(summary)). \(Markup.escape(Plural.count(graph.statesCompared, "state"))) compared in \(String(format: "%.2f", graph.seconds)) s.</p>")
        if let divergence = graph.divergence {
            body.append("<p class=\"verdict bad\">✕ Your app went another way than the lesson's: <a href=\"#divergence\">\(Markup.escape(Self.lowercasedFirst(divergence.story)))</a>.</p>")
        } else {
            body.append("<p class=\"verdict good\">✓ Your app did what the lesson's app does after every step tried.</p>")
        }
        body.append("</header>")
        body.append("<section aria-labelledby=\"reading\">")
        body.append("<h2 id=\"reading\">How to read it</h2>")
        body.append("<p>Each box is a state of your app: the window's screens as a tree, the screen the user sees marked ◀ and shaded, then what else the grader compares. Columns count the fewest steps from the launch. An arrow is a step to a state one column on, labelled with what the user did; a step back to a state already drawn is listed in its box (↩ #2: Back), and so is a step after which the app is in the same state (↺).</p>")
        body.append("<ul class=\"legend\">")
        body.append("<li><span class=\"swatch launch\"></span> where the app launched</li>")
        if graph.divergence != nil {
            body.append("<li><span class=\"swatch on-path\"></span> the steps that show the difference</li>")
            body.append("<li><span class=\"swatch diverged\"></span> ✕ where your app went another way</li>")
        }
        body.append("<li><span class=\"swatch left-alive\"></span> ● a screen the user left is still alive in your app, not in the lesson's</li>")
        body.append("<li><span class=\"swatch idle\"></span> ↺ a button does nothing here, in the lesson's app too</li>")
        body.append("</ul>")
        if graph.endedSteps > 0 {
            body.append("<p class=\"note\">\(Markup.escape(Plural.count(graph.endedSteps, "step"))) ended a path without blame (what the lesson leaves open differed, or a step your app does not offer changed nothing in the lesson's app) and \(graph.endedSteps == 1 ? "is" : "are") not drawn.</p>")
        }
        body.append("</section>")
        body.append("<section aria-labelledby=\"graph-heading\">")
        body.append("<h2 id=\"graph-heading\">The states and the steps between them</h2>")
        if drawn.nodes.isEmpty {
            body.append("<p>Nothing to draw: the explorer compared the two apps only as they launched.</p>")
        } else {
            body.append("<div class=\"graph-scroll\" tabindex=\"0\">")
            body.append(GraphSVG(layout: GraphLayout(graph: drawn, likeness: likeness), title: "\(title): \(summary)").svg)
            body.append("</div>")
        }
        body.append("</section>")
        if let divergence = graph.divergence {
            body.append(divergenceSection(divergence))
        }
        if let leaks = leaksSection {
            body.append(leaks)
        }
        body.append("<footer><p>Written by <code>kata-runner explore</code> beside <code>graph.dot</code> (Graphviz), <code>graph.mmd</code> (Mermaid) and <code>graph.json</code> (every state, unfolded).</p></footer>")
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(Markup.escape(title)): every state explored</title>
        <style>
        \(Self.style)
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

    /// The steps that show where the learner's app went another way: both apps after each step,
    /// then what the grader compared after the last, each difference marked, and the journal.
    private func divergenceSection(_ divergence: DivergentPath) -> String {
        var parts: [String] = []
        parts.append("<section id=\"divergence\" aria-labelledby=\"divergence-heading\">")
        parts.append("<h2 id=\"divergence-heading\">Where your app went another way</h2>")
        for paragraph in divergence.message.split(separator: "\n") {
            parts.append("<p>\(Markup.escape(String(paragraph)))</p>")
        }
        parts.append("<ol class=\"steps\">")
        for (index, step) in divergence.steps.enumerated() {
            let last = index == divergence.steps.count - 1
            let heading = step.label.map { "After " + $0 } ?? "At launch"
            parts.append("<li\(last ? " class=\"last\"" : "")><h3>\(Markup.escape(heading)) <a href=\"#state-\(step.node)\">(state #\(step.node))</a></h3>")
            parts.append(Self.pair(step.reference, step.subject))
            parts.append("</li>")
        }
        parts.append("</ol>")
        parts.append("<h3>What the grader compared after the last step</h3>")
        parts.append(Self.pair(divergence.expected, divergence.actual))
        if !divergence.journal.isEmpty {
            parts.append("<h3>Your app's last transitions</h3>")
            parts.append("<pre>\(Markup.escape(divergence.journal))</pre>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// Who keeps the screens the user left alive, drawn for each set of references the states
    /// show (the first few), with the states where each was seen; `nil` when none is kept.
    private var leaksSection: String? {
        var sets: [[ExploreGraph.Holding]] = []
        var states: [[Int]] = []
        for node in drawn.nodes where !node.keptBy.isEmpty {
            if let index = sets.firstIndex(of: node.keptBy) {
                states[index].append(node.id)
            } else {
                sets.append(node.keptBy)
                states.append([node.id])
            }
        }
        guard !sets.isEmpty else { return nil }
        var parts = ["<section id=\"left-alive\" aria-labelledby=\"left-alive-heading\">", "<h2 id=\"left-alive-heading\">Screens left alive, and what keeps them</h2>"]
        parts.append("<p>In these states your app keeps a screen the user left, and the lesson's app does not. An arrow is a strong reference, from the object that holds to the object held, labelled with the property it holds through; the one marked ✕ keeps the screen: make it weak (<code>weak var</code>, <code>[weak self]</code>), or end it when the screen goes (set it to <code>nil</code>, remove the child).</p>")
        for (index, holdings) in sets.prefix(5).enumerated() {
            let screens = Array(Set(holdings.filter(\.keepsTheScreen).map(\.held))).sorted()
            let seenIn = states[index].prefix(6).map { "<a href=\"#state-\($0)\">#\($0)</a>" }.joined(separator: ", ") + (states[index].count > 6 ? " and \(states[index].count - 6) more" : "")
            parts.append("<h3>\(Markup.escape(screens.joined(separator: ", "))), in \(Plural.noun(states[index].count, "state")) \(seenIn)</h3>")
            parts.append("<ul>" + holdings.map { "<li>\(Markup.escape($0.description)) keeps \(Markup.escape($0.held))\($0.keepsTheScreen ? " ✕" : "")</li>" }.joined() + "</ul>")
            parts.append("<div class=\"holders-scroll\">" + HoldersSVG(holdings: holdings, title: "What keeps \(screens.joined(separator: ", ")) alive", number: index).svg + "</div>")
        }
        if sets.count > 5 {
            parts.append("<p class=\"note\">And \(Plural.count(sets.count - 5, "other set")) of references, in other states.</p>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// The lesson's app's lines beside the learner's, each line that differs marked ≠ on both sides.
    private static func pair(_ expected: [String], _ actual: [String]) -> String {
        func column(_ lines: [String], _ other: [String], caption: String) -> String {
            let shown = lines.enumerated().map { index, line in
                let differs = index >= other.count || other[index] != line
                return differs ? "<mark>\(Markup.escape(line.isEmpty ? " " : line))  ≠</mark>" : Markup.escape(line)
            }
            return "<figure><figcaption>\(caption)</figcaption><pre>\(shown.joined(separator: "\n"))</pre></figure>"
        }
        return "<div class=\"pair\">" + column(expected, actual, caption: "The lesson's app") + column(actual, expected, caption: "Your app") + "</div>"
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The page's CSS: light by default, dark when the reader's system asks for it.
    static let style = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --box: #f6f8fa; --line: #8c959f; --edge: #6e7781; --accent: #0550ae; --visible: #ddf4ff; --bad: #a40e26; --bad-bg: #ffebe9; --warn: #7d4e00; --warn-bg: #fff8c5; --good: #116329; --label: #ffffff; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9da7b3; --box: #161b22; --line: #6e7681; --edge: #8b949e; --accent: #58a6ff; --visible: #0c2d6b; --bad: #ff7b72; --bad-bg: #4a1419; --warn: #e3b341; --warn-bg: #2e2300; --good: #56d364; --label: #0d1117; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    main { max-width: 80rem; margin: 0 auto; padding: 1.5rem; }
    h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
    h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
    h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
    a { color: var(--accent); }
    code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; }
    pre { margin: 0; padding: .75rem; background: var(--box); border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; line-height: 1.4; }
    .verdict { font-weight: 600; }
    .verdict.bad { color: var(--bad); }
    .verdict.good { color: var(--good); }
    .note { color: var(--muted); }
    .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; }
    .swatch { display: inline-block; width: 1.4rem; height: .9rem; vertical-align: middle; border: 2px solid var(--line); border-radius: 3px; background: var(--box); }
    .swatch.launch { border-width: 3px; border-color: var(--fg); }
    .swatch.on-path { border-color: var(--accent); }
    .swatch.diverged { border-color: var(--bad); border-width: 3px; }
    .swatch.left-alive { border-color: var(--warn); border-style: dashed; }
    .swatch.idle { border-style: dotted; }
    .graph-scroll { overflow: auto; max-height: 85vh; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); }
    .graph-scroll:focus { outline: 2px solid var(--accent); }
    svg.graph { display: block; }
    svg.graph text { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12px; white-space: pre; fill: var(--fg); }
    .box { fill: var(--box); stroke: var(--line); stroke-width: 1; }
    .launch .box { stroke: var(--fg); stroke-width: 2.5; }
    .left-alive .box { stroke: var(--warn); stroke-width: 2; stroke-dasharray: 6 3; }
    .button-does-nothing .box { stroke-dasharray: 2 2; }
    .on-path .box { stroke: var(--accent); stroke-width: 2.5; stroke-dasharray: none; }
    .diverged .box { stroke: var(--bad); stroke-width: 3.5; stroke-dasharray: none; }
    .visible-line { fill: var(--visible); }
    svg.graph .line-header { font-weight: bold; }
    svg.graph .line-bad { fill: var(--bad); font-weight: bold; }
    svg.graph .line-warning { fill: var(--warn); font-weight: bold; }
    svg.graph .line-visible { font-weight: bold; }
    svg.graph .line-detail, svg.graph .line-step { fill: var(--muted); }
    .edge { fill: none; stroke: var(--edge); stroke-width: 1.2; }
    .edge.on-path { stroke: var(--accent); stroke-width: 3; }
    .arrowhead { fill: var(--edge); }
    .arrowhead.on-path { fill: var(--accent); }
    .arrowhead.bad { fill: var(--bad); }
    .label rect { fill: var(--label); stroke: var(--line); }
    svg.graph .label text { font-size: 11px; }
    .label.on-path rect { stroke: var(--accent); stroke-width: 2; }
    svg.graph .label.on-path text { fill: var(--accent); font-weight: bold; }
    .steps { padding-left: 1.5rem; }
    .pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr)); gap: 1rem; }
    .pair figure { margin: 0; min-width: 0; }
    .pair figcaption { font-weight: 600; margin-bottom: .25rem; }
    mark { background: var(--bad-bg); color: var(--fg); }
    .steps li.last h3 { color: var(--bad); }
    footer { margin-top: 2rem; color: var(--muted); }
    .holders-scroll { overflow-x: auto; }
    svg.holders { display: block; }
    svg.holders text { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12px; white-space: pre; fill: var(--fg); }
    svg.holders .object rect { fill: var(--box); stroke: var(--line); }
    svg.holders .object.left-alive rect { stroke: var(--warn); stroke-width: 2; stroke-dasharray: 6 3; }
    svg.holders .reference path { fill: none; stroke: var(--edge); stroke-width: 1.5; }
    svg.holders .reference text { fill: var(--muted); }
    svg.holders .keeps-the-screen path { stroke: var(--bad); stroke-width: 2.5; stroke-dasharray: 7 4; }
    svg.holders .keeps-the-screen text { fill: var(--bad); font-weight: bold; }
    """
}
