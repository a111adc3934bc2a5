import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner explore: the graph drawn as SVG in a page, as DOT and as Mermaid")
struct ExploreReportTests {
    /// Welcome launches; "Next" shows Account, whose Back returns; "Help" does nothing; from
    /// Account, "Finish" shows Done, which keeps Account alive; and the learner's "Finish" after
    /// "Skip" went another way.
    static let graph = ExploreGraph(
        kata: "onboarding",
        nodes: [
            .init(id: 0, picture: ["UINavigationController", "└─ WelcomeViewController \"Welcome\"   ◀ visible"], details: ["Texts on screen:", "  Hello"]),
            .init(id: 1, picture: ["UINavigationController", "├─ WelcomeViewController \"Welcome\"", "└─ AccountViewController \"Account\"   ◀ visible"]),
            .init(id: 2, picture: ["UINavigationController", "└─ DoneViewController \"Done\"   ◀ visible"], leftAlive: ["AccountViewController"], keptBy: [
                .init(holder: "OnboardingCoordinator", path: "account", held: "AccountViewController", keepsTheScreen: true),
                .init(holder: "AccountViewController", path: "onFinish", held: "AccountViewController", throughClosure: true, keepsTheScreen: true),
                .init(holder: "AppCoordinator", path: "childCoordinators[0]", held: "OnboardingCoordinator", keepsTheScreen: false),
            ]),
            .init(id: 3, picture: ["UINavigationController", "└─ AccountViewController \"Account\"   ◀ visible"]),
        ],
        edges: [
            .init(from: 0, to: 1, label: "\"Next\"", isTap: true),
            .init(from: 1, to: 0, label: "Back"),
            .init(from: 0, to: 0, label: "\"Help\"", isTap: true),
            .init(from: 1, to: 2, label: "\"Finish\"", isTap: true),
            .init(from: 0, to: 3, label: "\"Skip\"", isTap: true),
        ],
        divergence: DivergentPath(
            kind: "another screen",
            story: "After \"Skip\"",
            message: "After \"Skip\", your app should show what the lesson's app shows (left below).\nYours differs in screens.",
            steps: [
                .init(label: nil, node: 0, reference: ["UINavigationController", "└─ WelcomeViewController \"Welcome\"   ◀ visible"], subject: ["UINavigationController", "└─ WelcomeViewController \"Welcome\"   ◀ visible"]),
                .init(label: "\"Skip\"", node: 3, reference: ["UINavigationController", "└─ DoneViewController \"Done\"   ◀ visible"], subject: ["UINavigationController", "└─ AccountViewController \"Account\"   ◀ visible"]),
            ],
            expected: ["Screens:", "  DoneViewController \"Done\" ◀"],
            actual: ["Screens:", "  AccountViewController \"Account\" ◀"],
            journal: "push AccountViewController (Exercises/01-onboarding/OnboardingCoordinator.swift:20)"
        ),
        statesCompared: 12,
        endedSteps: 1,
        seconds: 0.25
    )

    static func report(_ graph: ExploreGraph = graph) -> ExploreReport {
        ExploreReport(graph: graph, title: "Kata 1 · The onboarding coordinator", folder: "Exercises/01-onboarding")
    }

    /// How many times `part` occurs in `text`.
    static func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    @Test("States are laid out in columns by the fewest steps from the launch, without overlapping")
    func layout() {
        let layout = GraphLayout(graph: Self.graph, likeness: .same)
        #expect(layout.boxes.map(\.column) == [0, 1, 2, 1])
        #expect(layout.boxes[1].x == layout.boxes[3].x)
        #expect(layout.boxes[2].x > layout.boxes[1].x + layout.boxes[1].width)
        let rectangles = layout.boxes.map { ($0.x, $0.y, $0.width, $0.height) } + layout.arrows.map(\.label)
        for (index, one) in rectangles.enumerated() {
            for other in rectangles[(index + 1)...] {
                #expect(!(one.0 < other.0 + other.2 && other.0 < one.0 + one.2 && one.1 < other.1 + other.3 && other.1 < one.1 + one.3), "two boxes overlap")
            }
        }
        #expect(layout.width >= (layout.boxes.map { $0.x + $0.width }.max() ?? 0))
        #expect(layout.height >= (layout.boxes.map { $0.y + $0.height }.max() ?? 0))
    }

    @Test("The SVG draws each state once with its marks, an arrow and a label per step to the next column, and lists the others in their state")
    func svg() {
        let svg = GraphSVG(layout: GraphLayout(graph: Self.graph, likeness: .same), title: "Onboarding").svg
        #expect(Self.count(" id=\"state-", in: svg) == 4)
        #expect(Self.count("<path class=\"edge", in: svg) == 3, "Next, Finish and Skip go one column on; Back and Help do not")
        #expect(Self.count("<g class=\"label\">", in: svg) + Self.count("<g class=\"label on-path\">", in: svg) == 3)
        #expect(svg.contains("<g class=\"node launch on-path button-does-nothing\" id=\"state-0\">"))
        #expect(svg.contains("<g class=\"node diverged\" id=\"state-3\">"))
        #expect(svg.contains("<g class=\"node left-alive\" id=\"state-2\">"))
        #expect(svg.contains("<path class=\"edge on-path\" data-from=\"0\" data-to=\"3\""))
        #expect(svg.contains(">&quot;Next&quot;</text>"))
        #expect(svg.contains(">↩ #0: Back</text>"))
        #expect(svg.contains(">↺ &quot;Help&quot;: stays here</text>"))
        #expect(svg.contains(">● still alive: AccountViewController</text>"))
        #expect(svg.contains(">  kept by OnboardingCoordinator.account</text>"))
        #expect(svg.contains(">  kept by the closure in AccountViewController.onFinish</text>"))
        #expect(svg.contains(">✕ your app went another way: another screen</text>"))
        #expect(svg.contains("<text class=\"line-visible\""), "the screen the user sees is a line of its own style")
        #expect(svg.contains(">Hello</text>"), "what else is compared follows the picture, without its aspect's name")
        #expect(!svg.contains("Texts on screen:"))
    }

    @Test("The page is self-contained: inline CSS and SVG, no script, nothing fetched, a dark scheme, and the divergent path side by side")
    func page() {
        let html = Self.report().html
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src="), "nothing is fetched")
        #expect(!html.contains("url(http") && !html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        #expect(Self.count("<svg", in: html) == 2, "the graph, and who keeps the screen left alive")
        #expect(html.contains("4 states and 5 steps between them"))
        #expect(html.contains("12 states compared in 0.25 s."))
        #expect(html.contains("1 step ended a path without blame"))
        #expect(html.contains("<a href=\"#divergence\">after &quot;Skip&quot;</a>"))
        #expect(Self.count("<figcaption>The lesson's app</figcaption>", in: html) == 3, "the launch, the step, then what was compared")
        #expect(html.contains("<mark>└─ DoneViewController &quot;Done&quot;   ◀ visible  ≠</mark>"))
        #expect(html.contains("<a href=\"#state-3\">(state #3)</a>"))
    }

    @Test("A page of an app that did what the lesson's does says so, with no divergence section")
    func agreeingPage() {
        var graph = Self.graph
        graph.divergence = nil
        let html = Self.report(graph).html
        #expect(html.contains("✓ Your app did what the lesson's app does after every step tried."))
        #expect(!html.contains("id=\"divergence\""))
    }

    @Test("Who keeps a screen left alive is drawn from the app's coordinator to the screen, the references that keep it marked")
    func holders() {
        let holdings = Self.graph.nodes[2].keptBy
        let drawing = HoldersSVG(holdings: holdings, title: "What keeps AccountViewController alive", number: 3)
        #expect(drawing.columns.map(\.name) == ["OnboardingCoordinator", "AccountViewController", "AppCoordinator"])
        #expect(drawing.columns.map(\.column) == [1, 2, 0], "what nothing holds first, then what it holds")
        let svg = drawing.svg
        #expect(Self.count("<g class=\"object", in: svg) == 3)
        #expect(Self.count("<g class=\"reference keeps-the-screen\">", in: svg) == 2)
        #expect(Self.count("<g class=\"reference\">", in: svg) == 1)
        #expect(svg.contains(">✕ account</text>"))
        #expect(svg.contains(">✕ onFinish (a closure)</text>"))
        #expect(svg.contains(">childCoordinators[0]</text>"))
        #expect(svg.contains("<g class=\"object left-alive\">"))
        #expect(svg.contains("<marker id=\"held-3-bad\""))
        let html = Self.report().html
        #expect(html.contains("<h2 id=\"left-alive-heading\">Screens left alive, and what keeps them</h2>"))
        #expect(html.contains("<h3>AccountViewController, in state <a href=\"#state-2\">#2</a></h3>"))
        #expect(html.contains("<li>OnboardingCoordinator.account keeps AccountViewController ✕</li>"))
        #expect(html.contains("<li>AppCoordinator.childCoordinators[0] keeps OnboardingCoordinator</li>"))
        #expect(Self.count("<svg", in: html) == 2)
    }

    @Test("An app that differs right at launch has no graph to draw: the page says so and sets the two apps side by side")
    func differsAtLaunch() {
        let graph = ExploreGraph(
            kata: "onboarding",
            nodes: [],
            edges: [],
            divergence: DivergentPath(kind: "at launch", story: "Right after the app started", message: "Right after the app started, your app should show what the lesson's app shows (left below).", steps: [], expected: ["Screens:", "  WelcomeViewController ◀"], actual: ["Screens:", "  (none)"], journal: ""),
            statesCompared: 1
        )
        let html = Self.report(graph).html
        #expect(html.contains("<p>Nothing to draw: the explorer compared the two apps only as they launched.</p>"))
        #expect(!html.contains("<svg"))
        #expect(html.contains("<a href=\"#divergence\">right after the app started</a>"))
        #expect(html.contains("<mark>  WelcomeViewController ◀  ≠</mark>"))
        #expect(!html.contains("Your app&#39;s last transitions") && !html.contains("Your app's last transitions"), "no journal, no heading for it")
        #expect(Self.report(graph).dot == "digraph \"onboarding\" {\n  rankdir=LR;\n  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f6f8fa\", fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=9];\n}\n")
    }

    @Test("DOT: a box per state with its picture left-aligned, an edge per step with its label, the path and marks coloured")
    func dot() {
        let dot = Self.report().dot
        #expect(dot.hasPrefix("digraph \"onboarding\" {\n  rankdir=LR;"))
        #expect(Self.count(" [label=\"#", in: dot) == 4)
        #expect(Self.count(" -> ", in: dot) == 5)
        #expect(dot.contains("n0 -> n1 [label=\"\\\"Next\\\"\"];"))
        #expect(dot.contains("n0 -> n0 [label=\"\\\"Help\\\"\"];"))
        #expect(dot.contains("n0 -> n3 [label=\"\\\"Skip\\\"\", color=\"#0550ae\""))
        #expect(dot.contains("UINavigationController\\l└─ WelcomeViewController \\\"Welcome\\\"   ◀ visible\\lHello\\l"))
        #expect(dot.contains("✕ your app went another way: another screen"))
        #expect(dot.contains("● still alive: AccountViewController\\l  kept by OnboardingCoordinator.account\\l"))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test("Mermaid: a node per state, a labelled link per step, quotes and # escaped, and the marks as classes")
    func mermaid() {
        let mermaid = Self.report().mermaid
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(Self.count("[\"#35;", in: mermaid) == 4)
        #expect(Self.count(" -->|", in: mermaid) == 5)
        #expect(mermaid.contains("n0 -->|\"#quot;Next#quot;\"| n1"))
        #expect(mermaid.contains("n0[\"#35;0 · launch<br/>UINavigationController<br/>└─#160;WelcomeViewController #quot;Welcome#quot;   ◀ visible<br/>Hello\"]"))
        #expect(mermaid.contains("  class n3 diverged"))
        #expect(mermaid.contains("  class n2 leftAlive"))
        #expect(mermaid.contains("● still alive: AccountViewController<br/>#160;#160;kept by OnboardingCoordinator.account<br/>"))
        #expect(mermaid.contains("  linkStyle 4 stroke:#0550ae"))
    }

    @Test("Alike states fold into one box with their count, at the finest likeness that fits; the divergent path never folds")
    func folding() throws {
        var graph = Self.graph
        graph.nodes.append(.init(id: 4, picture: ["UINavigationController", "└─ DoneViewController \"All done\"   ◀ visible"], leftAlive: ["AccountViewController"]))
        graph.edges.append(.init(from: 1, to: 4, label: "\"Finish later\"", isTap: true))
        graph.nodes.append(.init(id: 5, picture: ["UINavigationController", "└─ AccountViewController \"Your account\"   ◀ visible"]))
        graph.edges.append(.init(from: 0, to: 5, label: "\"Skip again\"", isTap: true))
        let shape = graph.folded(by: .sameShape)
        #expect(shape.nodes.count == 5, "Done and All done fold; Account on the path stays alone")
        let done = try #require(shape.nodes.first { $0.picture.last?.contains("Done") == true })
        #expect(done.count == 2)
        #expect(shape.edges.contains { $0.from == 1 && $0.to == done.id && $0.label == "\"Finish later\"" })
        #expect(shape.divergence?.steps.map(\.node) == [0, 3])
        #expect(graph.folded(toAtMost: 6).likeness == .same)
        #expect(graph.folded(toAtMost: 5).likeness == .sameShape)
        #expect(graph.folded(toAtMost: 1).likeness == .sameViewShape, "the coarsest when none fits")
        #expect(Self.report(graph).summary == "6 states and 7 steps between them")
        let folded = ExploreReport(graph: graph, title: "Kata 1", folder: "Exercises/01-onboarding", limit: 5)
        #expect(folded.summary == "6 states and 7 steps between them, drawn as 5 boxes (states alike but for titles and texts folded into one)")
        #expect(folded.html.contains("#2 · 2 states alike but for titles and texts"))
    }

    @Test("The graph the explorer writes reads back as it was")
    func json() throws {
        let data = try JSONEncoder().encode(Self.graph)
        #expect(try JSONDecoder().decode(ExploreGraph.self, from: data) == Self.graph)
    }
}
