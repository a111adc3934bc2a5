import KataRunnerCore
import Testing

@Suite("kata-runner lesson: Markdown and Mermaid as a terminal reader shows them")
struct MarkdownRendererTests {
    let plain = MarkdownRenderer(style: TerminalStyle(colour: false), width: 80)
    let coloured = MarkdownRenderer(style: TerminalStyle(colour: true), width: 80)

    @Test("A table's columns line up at the widest cell, the header ruled off")
    func alignedTable() {
        let text = plain.render("""
        | UIKit | SwiftUI |
        | --- | --- |
        | `viewDidLoad()` | no match |
        | `viewWillAppear(_:)` | `onAppear` |
        """)
        #expect(text == """
        UIKit                │ SwiftUI
        ─────────────────────┼───────────
        `viewDidLoad()`      │ no match
        `viewWillAppear(_:)` │ `onAppear`

        """)
    }

    @Test("A table wider than the line wraps its widest column and rules each row off")
    func wrappedTable() {
        let long = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = plain.render("| Name | Text |\n| --- | --- |\n| one | \(long) |\n| two | short |").split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[2].hasPrefix("one  │ word word"))
        #expect(lines[3].hasPrefix("     │ word"))
        #expect(lines.filter { $0.hasPrefix("─────┼─") }.count == 2, "the header's rule, and one between the rows")
        #expect(lines.last == "two  │ short")
    }

    @Test("A link shows its text, then its target; emphasis loses its marks when plain")
    func links() {
        let text = plain.render("Read [the primer](uikit-for-swiftui-developers.md) and **then** *kata 1*, or [https://swift.org](https://swift.org).")
        #expect(text == "Read the primer (uikit-for-swiftui-developers.md) and then kata 1, or\nhttps://swift.org.\n")
        let colour = coloured.render("[the primer](uikit.md)")
        #expect(colour == "\u{1B}[4mthe\u{1B}[0m \u{1B}[4mprimer\u{1B}[0m \u{1B}[2m(uikit.md)\u{1B}[0m\n")
    }

    @Test("A code block is set apart by its indent, never wrapped, and its text is kept as written")
    func codeBlock() {
        let long = "let x = " + String(repeating: "a", count: 90)
        let text = plain.render("## The pattern\n\nSee:\n\n```swift\nfinal class A {\n    **not bold** [not](a link)\n}\n\(long)\n```\nAfter.")
        #expect(text == """
        The pattern
        ───────────

        See:

            final class A {
                **not bold** [not](a link)
            }
            \(long)

        After.

        """)
        #expect(!text.contains("```"))
        #expect(coloured.render("```\nlet a = 1\n```").contains("    \u{1B}[36mlet a = 1\u{1B}[0m"))
    }

    @Test("Paragraphs are joined and wrapped at the width, lists keep a hanging indent")
    func paragraphsAndLists() {
        let words = Array(repeating: "navigation", count: 12).joined(separator: " ")
        let text = plain.render("- \(words)\n- short\n\n1. first")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("• navigation"))
        #expect(lines[0].count <= 80)
        #expect(lines[1].hasPrefix("  navigation"))
        #expect(lines.contains("• short"))
        #expect(lines.contains("1. first"))
    }

    @Test("A Mermaid flowchart is drawn as boxes with labelled arrows, and the arrows back are listed")
    func flowchart() {
        let text = plain.render("""
        ```mermaid
        flowchart TD
            App["App (scene delegate)"] -->|"strong: keeps it alive"| C[OnboardingCoordinator]
            C -->|strong| N[UINavigationController]
            N --> W[WelcomeViewController]
            N --> A(["Account<br/>creation"])
            W -.->|"weak: reports Next"| C
        ```
        """)
        #expect(text == """
          ┌──────────────────────┐
          │ App (scene delegate) │
          └─┬────────────────────┘
            │ strong: keeps it alive
            ▼
          ┌───────────────────────┐
          │ OnboardingCoordinator │
          └─┬─────────────────────┘
            │ strong
            ▼
          ┌────────────────────────┐
          │ UINavigationController │
          └─┬──────────────────────┘
            ├──▶┌───────────────────────┐
            │   │ WelcomeViewController │
            │   └───────────────────────┘
            └──▶╭──────────╮
                │ Account  │
                │ creation │
                ╰──────────╯

          And one more arrow:
            WelcomeViewController ┄┄ weak: reports Next ┄┄▶ OnboardingCoordinator

        """)
    }

    @Test("A Mermaid sequence diagram has a lifeline per participant and an arrow per message, in order")
    func sequence() {
        let text = plain.render("""
        ```mermaid
        sequenceDiagram
            participant N as Nav
            participant B as Screen B
            N->>B: viewDidLoad()
            B-->>N: done
        ```
        """)
        #expect(text == """
           ┌─────┐      ┌──────────┐
           │ Nav │      │ Screen B │
           └──┬──┘      └─────┬────┘
              │ viewDidLoad() │
              ├──────────────▶│
              │ done          │
              │◀┄┄┄┄┄┄┄┄┄┄┄┄┄┄┤
              │               │

        """)
    }

    @Test("A diagram it cannot read is shown as its source, as a code block")
    func unknownDiagram() {
        let text = plain.render("```mermaid\npie title Pets\n    \"Dogs\" : 386\n```")
        #expect(text == "    pie title Pets\n        \"Dogs\" : 386\n")
    }
}
