import Foundation
import KataRunnerCore
import Synchronization
import Testing

@Suite("kata-runner: commands that need no build, end to end through run(_:)")
struct KataRunnerTests {
    /// Runs a command line against a workbook, returning the exit code and everything printed.
    func run(_ arguments: String, root: URL = CatalogTests.root, environment: [String: String] = [:]) -> (Int32, String) {
        let output = Mutex("")
        let console = Console(isTerminal: false) { text in output.withLock { $0 += text } }
        let runner = KataRunner(root: root, environment: environment, console: console, katas: Workbook.katas)
        let code = runner.run(arguments.split(separator: " ").map(String.init))
        return (code, output.withLock { $0 })
    }

    @Test("list names every kata with its exercise and lesson, and exits 0")
    func list() {
        let (code, output) = run("list")
        #expect(code == 0)
        for kata in Workbook.katas {
            #expect(output.contains("\(kata.slug)  \(kata.title)"))
            #expect(output.contains("exercise: \(kata.exercisePath)/"))
        }
        for guide in Guide.all {
            #expect(output.contains("\(guide.name)  \(guide.title)"))
        }
        #expect(!output.contains("\u{1B}"), "no colour when the output is not a terminal")
    }

    @Test("lesson shows the lesson rendered, found by a prefix of the kata's name, or a guide by its name")
    func lesson() {
        let (code, output) = run("lesson onb")
        #expect(code == 0)
        #expect(output.hasPrefix("01 · The onboarding coordinator\n═══"))
        #expect(output.contains("│ OnboardingCoordinator │"), "its diagram drawn")
        #expect(!output.contains("```"))
        let (primerCode, primer) = run("lesson uikit")
        #expect(primerCode == 0)
        #expect(primer.hasPrefix("UIKit for SwiftUI developers\n═══"))
        #expect(run("lesson Model").1.hasPrefix("00 · The model"))
    }

    @Test("A wrong kata name or option exits 2 with the reason; help exits 0")
    func usage() {
        let (unknown, unknownOutput) = run("check onbaording")
        #expect(unknown == 2)
        #expect(unknownOutput.contains("Did you mean \"onboarding\"?"))
        let (option, optionOutput) = run("--fast")
        #expect(option == 2)
        #expect(optionOutput.hasPrefix("Unknown option --fast."))
        let (help, helpOutput) = run("help watch")
        #expect(help == 0)
        #expect(helpOutput.hasPrefix("kata-runner watch [kata]"))
    }

    @Test("explore says at once that a kata whose learner writes tests has no app to explore, and its help says where the graph goes")
    func exploreWithoutAnApp() {
        let (code, output) = run("explore 7")
        #expect(code == 1)
        #expect(output == "Kata 7 grades the tests you write, so it has no app of yours to explore. `kata-runner check 7` shows how your tests do.\n")
        let (help, helpOutput) = run("help explore")
        #expect(help == 0)
        #expect(helpOutput.hasPrefix("kata-runner explore <kata>"))
        #expect(helpOutput.contains(".kata/explore/<NN-kata>/"))
    }

    @Test("--color forces colour even when the output is not a terminal")
    func forcedColour() {
        let (_, output) = run("list --color")
        #expect(output.contains("\u{1B}[1m"))
    }

    @Test("reset --all through the runner resets every kata and says where each backup is")
    func resetAll() throws {
        let workbook = try ScratchWorkbook()
        for kata in Workbook.katas {
            try workbook.write("stub", to: "\(kata.stubPath)/A.swift")
            try workbook.write("mine", to: "\(kata.exercisePath)/A.swift")
        }
        let (code, output) = run("reset --all", root: workbook.root)
        #expect(code == 0)
        #expect(output.components(separatedBy: "Your version is saved in .kata/backups/").count == Workbook.katas.count + 1)
        for kata in Workbook.katas {
            #expect(workbook.read("\(kata.exercisePath)/A.swift") == "stub")
        }
        #expect(workbook.read(".kata/state.json") != nil, "progress is saved")
    }
}
