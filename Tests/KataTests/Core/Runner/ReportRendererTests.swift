import KataRunnerCore
import Testing

@Suite("kata-runner: what the learner reads, with and without colour")
struct ReportRendererTests {
    let kata = Workbook.katas[0]

    var inProgress: KataResult {
        KataResult(kata: kata, outcome: .graded([
            CheckResult(name: "1. First", status: .passed),
            CheckResult(name: "2. Second", status: .failed(["Expected A.\nIt is B.\n\n  picture"])),
            CheckResult(name: "3. Third", status: .failed(["Expected C.\nIt is D.\n\n  picture"])),
        ]))
    }

    @Test("Colour only on a terminal, never with NO_COLOR or TERM=dumb; the flags win")
    func colourDecision() {
        #expect(TerminalStyle.decide(explicit: nil, isTerminal: true, environment: [:]).colour)
        #expect(!TerminalStyle.decide(explicit: nil, isTerminal: false, environment: [:]).colour)
        #expect(!TerminalStyle.decide(explicit: nil, isTerminal: true, environment: ["NO_COLOR": "1"]).colour)
        #expect(TerminalStyle.decide(explicit: nil, isTerminal: true, environment: ["NO_COLOR": ""]).colour)
        #expect(!TerminalStyle.decide(explicit: nil, isTerminal: true, environment: ["TERM": "dumb"]).colour)
        #expect(!TerminalStyle.decide(explicit: false, isTerminal: true, environment: [:]).colour)
        #expect(TerminalStyle.decide(explicit: true, isTerminal: false, environment: ["NO_COLOR": "1"]).colour)
    }

    @Test("Plain output has no escape codes and marks checks with [x] and [ ]")
    func plainOverview() {
        let text = ReportRenderer(style: TerminalStyle(colour: false)).overview([inProgress])
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("[--------------------] 0%"))
        #expect(text.contains("   1  The onboarding coordinator  in progress (1/3 checks)"))
        #expect(text.contains("  [x] 1. First"))
        #expect(text.contains("  [ ] 2. Second\n      Expected A.\n      It is B.\n      \n        picture"))
        #expect(text.contains("  [ ] 3. Third\n      Expected C.\n      It is D.\n\nRead the lesson"), "after the first failure, only the first two lines")
        #expect(text.contains("Stuck? swift run kata-runner hint onboarding"))
    }

    @Test("Coloured output marks passes green and failures red")
    func colouredOverview() {
        let text = ReportRenderer(style: TerminalStyle(colour: true)).overview([inProgress])
        #expect(text.contains("\u{1B}[32m✔\u{1B}[0m 1. First"))
        #expect(text.contains("\u{1B}[31m✘\u{1B}[0m 2. Second"))
        #expect(text.contains("\u{1B}[33min progress\u{1B}[0m"))
    }

    @Test("A kata that does not compile shows its errors, short, and says the others were graded")
    func brokenKata() {
        let error = CompilerDiagnostic(path: "Exercises/01-onboarding/A.swift", line: 3, column: 9, message: "cannot find 'x' in scope")
        let text = ReportRenderer(style: TerminalStyle(colour: false)).checklist(KataResult(kata: kata, outcome: .doesNotCompile([error])), fullMessages: true)
        #expect(text.hasPrefix("Kata 1 does not compile, so its checks cannot run. The compiler says:\n  Exercises/01-onboarding/A.swift:3:9: cannot find 'x' in scope\n"))
    }

    @Test("An error in the grader's folder says the learner changed a name the grader relies on")
    func graderCannotUseCode() {
        let error = CompilerDiagnostic(path: "Tests/KataTests/01-onboarding/OnboardingFlow.swift", line: 12, column: 1, message: "type 'OnboardingCoordinator' does not conform to protocol 'OnboardingFlow'")
        let text = ReportRenderer(style: TerminalStyle(colour: false)).checklist(KataResult(kata: kata, outcome: .doesNotCompile([error])), fullMessages: true)
        #expect(text.contains("the grader cannot use your code as it is: keep the names and signatures the stub gave you"))
    }

    @Test("Errors that iOS habits meet here are followed by a note on what to write instead, and the section that explains it")
    func explainedErrors() {
        let selector = CompilerDiagnostic(path: "Exercises/01-onboarding/WelcomeViewController.swift", line: 20, column: 24, message: "'#selector' can only be used with the Objective-C runtime")
        let stored = CompilerDiagnostic(path: "Exercises/01-onboarding/WelcomeViewController.swift", line: 8, column: 9, message: "cannot override with a stored property 'next'")
        let other = CompilerDiagnostic(path: "Exercises/01-onboarding/WelcomeViewController.swift", line: 20, column: 24, message: "cannot find 'x' in scope")
        let text = ReportRenderer(style: TerminalStyle(colour: false)).checklist(KataResult(kata: kata, outcome: .doesNotCompile([stored, other, selector])), fullMessages: true)
        let lines = text.components(separatedBy: "\n")
        let storedLine = lines.firstIndex { $0.hasSuffix("cannot override with a stored property 'next'") }
        #expect(storedLine.map { lines[$0 + 1] } == "    ↳ UIKit already has a property of that name (`next`, `title`, `view`…): give yours another, such as `onNext`. See Lessons/uikit-for-swiftui-developers.md, \"9. `next` is already taken\".")
        let otherLine = lines.firstIndex { $0.hasSuffix("cannot find 'x' in scope") }
        #expect(otherLine.map { lines[$0 + 1].hasSuffix("Objective-C runtime") } == true, "no note after an error no lesson explains")
        #expect(text.contains("    ↳ Linux has no Objective-C runtime for `#selector` and `@objc`: give the button a `UIAction` closure with `addAction(_:for:)`. See Lessons/uikit-for-swiftui-developers.md, \"3. Buttons: actions you add\"."))
        #expect(other.note == nil)
        let initializer = CompilerDiagnostic(path: "Exercises/02-router/HomeViewController.swift", line: 10, column: 9, message: "must call a designated initializer of the superclass 'UIViewController'")
        #expect(initializer.note?.contains("super.init(nibName: nil, bundle: nil)") == true)
    }

    @Test("What a grader reports besides a verdict follows the checklist, passing or failing, line for line")
    func checkReport() {
        let report = "Which of your tests caught which broken coordinator:\n  2. A coordinator that skips the address: no test yet"
        let result = KataResult(kata: kata, outcome: .graded([
            CheckResult(name: "1. First", status: .passed, report: report),
            CheckResult(name: "2. Second", status: .failed(["Expected A.\nIt is B."])),
        ]))
        let text = ReportRenderer(style: TerminalStyle(colour: false)).checklist(result, fullMessages: true)
        #expect(text.contains("      It is B.\n\n  Which of your tests caught which broken coordinator:\n    2. A coordinator that skips the address: no test yet"))
        let quiet = ReportRenderer(style: TerminalStyle(colour: false)).checklist(KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. First", status: .passed)])), fullMessages: true)
        #expect(quiet.hasPrefix("  [x] 1. First\n\nRead the lesson"), "no report, no lines for one")
    }

    @Test("Everything done: a full bar and no next kata")
    func allDone() {
        let done = KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. First", status: .passed)]))
        let text = ReportRenderer(style: TerminalStyle(colour: false)).overview([done])
        #expect(text.contains("[####################] 100%"))
        #expect(text.contains("Every kata passes."))
        #expect(text.contains("swift run kata-runner lesson interview"), "the interview guide is offered once every kata passes")
        #expect(done.progress == .done)
    }

    @Test("Next up is where the learner is: a kata started ahead comes first, with the unfinished katas it builds on named")
    func nextUpFollowsTheLearner() {
        let renderer = ReportRenderer(style: TerminalStyle(colour: false))
        let katas = Workbook.katas
        let notStarted = { (kata: Kata) in KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. First", status: .failed(["no"]))])) }
        let done = { (kata: Kata) in KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. First", status: .passed)])) }
        let results = [done(katas[0])] + katas.dropFirst().map(notStarted)
        let first = renderer.overview(results)
        #expect(first.contains("Next up: kata 2,"), "nothing started: the first unfinished kata")
        #expect(!first.contains("You are ahead"))
        #expect(!first.contains("lesson uikit"), "the primer is offered before anything is done or started only")
        let fresh = renderer.overview(katas.map(notStarted))
        #expect(fresh.contains("At home in SwiftUI, new to UIKit? Read \"UIKit for SwiftUI developers\" first: swift run kata-runner lesson uikit."))
        let ahead = renderer.overview(results, path: LearnerPath(katas: katas, started: [5]))
        #expect(ahead.contains("Next up: kata 5,"))
        #expect(ahead.contains("You are ahead of katas 2, 3 and 4, not finished yet. Kata 5 builds on them"))
        #expect(ahead.contains("swift run kata-runner lesson router"))
        #expect(renderer.overview(results, path: LearnerPath(katas: katas, started: [3, 5])).contains("Next up: kata 3,"), "the first kata started comes first")
    }

    @Test("Counted words are right for 0, 1 and 2: katas, checks, times, and kata lists")
    func pluralsForZeroOneTwo() {
        let renderer = ReportRenderer(style: TerminalStyle(colour: false))
        let withChecks = { (count: Int) in KataResult(kata: kata, outcome: .graded((0..<count).map { CheckResult(name: "\($0 + 1). Check", status: .failed(["no"])) })) }
        #expect(renderer.overview([]).contains("0 of 0 katas done"))
        #expect(renderer.overview([withChecks(1)]).contains("0 of 1 kata done"))
        #expect(renderer.overview([withChecks(1), KataResult(kata: Workbook.katas[1], outcome: .graded([]))]).contains("0 of 2 katas done"))
        #expect(renderer.state(withChecks(0)) == "not started (0/0 checks)")
        #expect(renderer.state(withChecks(1)) == "not started (0/1 check)")
        #expect(renderer.state(withChecks(2)) == "not started (0/2 checks)")
        #expect(KataStanding.checks(passed: 0, total: 0).words == "0 of 0 checks")
        #expect(KataStanding.checks(passed: 1, total: 1).words == "1 of 1 check")
        #expect(KataStanding.checks(passed: 1, total: 2).words == "1 of 2 checks")
        #expect([0, 1, 2, 3].map(Plural.times) == ["0 times", "once", "twice", "3 times"])
        #expect(Plural.count(0, "entry", "entries") == "0 entries")
        #expect(Plural.count(1, "entry", "entries") == "1 entry")
        #expect(Plural.count(2, "entry", "entries") == "2 entries")
        #expect([[], [1], [1, 2], [1, 2, 4]].map(Plural.katas) == ["no kata", "kata 1", "katas 1 and 2", "katas 1, 2 and 4"])
    }

    @Test("Progress lines are redrawn on a terminal and left out of a pipe, so only verdicts are between verdicts")
    func statusOnlyOnATerminal() {
        var piped = ""
        let pipe = Console(isTerminal: false) { piped += $0 }
        pipe.status("Still building: 3 of 9 steps.")
        pipe.line("Kata 1 passes.")
        #expect(piped == "Kata 1 passes.\n")
        var shown = ""
        let terminal = Console(isTerminal: true) { shown += $0 }
        terminal.status("Still building: 3 of 9 steps.")
        terminal.line("Kata 1 passes.")
        #expect(shown == "\r\u{1B}[2KStill building: 3 of 9 steps.\r\u{1B}[2KKata 1 passes.\n")
    }

    @Test("The compiler's warnings in the learner's files follow the verdict: the first five, at file and line")
    func warningsAfterTheVerdict() {
        let log = """
            /w/Exercises/01-onboarding/A.swift:16:13: warning: variable 'steps' was never mutated; consider changing to 'let' constant
            /w/Exercises/01-onboarding/A.swift:20:9: error: cannot find 'x' in scope
            /w/Exercises/01-onboarding/A.swift:16:13: warning: variable 'steps' was never mutated; consider changing to 'let' constant
            """
        let warnings = CompilerDiagnostic.warnings(in: log, root: "/w")
        #expect(warnings == [CompilerDiagnostic(path: "Exercises/01-onboarding/A.swift", line: 16, column: 13, message: "variable 'steps' was never mutated; consider changing to 'let' constant")])
        #expect(CompilerDiagnostic.errors(in: log, root: "/w").map(\.line) == [20], "errors and warnings are told apart")
        let renderer = ReportRenderer(style: TerminalStyle(colour: false))
        let one = renderer.checklist(KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. First", status: .passed)]), warnings: warnings), fullMessages: true)
        #expect(one.contains("  [x] 1. First\n\nThe compiler has a warning about your code (it fails no check, and Xcode would show it too):\n  Exercises/01-onboarding/A.swift:16:13: variable 'steps' was never mutated"))
        let many = (1...7).map { CompilerDiagnostic(path: "Exercises/01-onboarding/A.swift", line: $0, column: 1, message: "result of call to 'f()' is unused") }
        let seven = renderer.warnings(many)
        #expect(seven[1] == "The compiler has 7 warnings about your code (they fail no check, and Xcode would show them too):")
        #expect(seven.filter { $0.hasPrefix("  Exercises/") }.count == 5)
        #expect(seven.last == "  …and 2 more.")
        #expect(renderer.warnings([]).isEmpty)
    }

    @Test("Progress: done, in progress, not started, broken")
    func progress() {
        #expect(inProgress.progress == .inProgress)
        #expect(KataResult(kata: kata, outcome: .graded([CheckResult(name: "a", status: .notRun)])).progress == .notStarted)
        #expect(KataResult(kata: kata, outcome: .doesNotCompile([])).progress == .broken)
        #expect(inProgress.firstFailure?.number == 2)
    }

    @Test("A check that fails only because a later task fails follows from it: the checklist says so, and hints start there")
    func rootCause() {
        let result = KataResult(kata: kata, outcome: .graded([
            CheckResult(name: "1. First", status: .passed),
            CheckResult(name: "2. Second", status: .failed(["It is still alive. Finish task 3 first."])),
            CheckResult(name: "3. Third", status: .failed(["A leak."])),
            CheckResult(name: "4. Fourth", status: .failed(["This check starts on Home. Finish task 1 first."])),
        ]))
        #expect(result.firstFailure?.number == 2)
        #expect(result.rootFailure?.number == 3)
        #expect(result.checks[3].prerequisite == 1)
        #expect(result.failingPrerequisite(of: result.checks[3]) == nil)
        let text = ReportRenderer(style: TerminalStyle(colour: false)).checklist(result, fullMessages: false)
        #expect(text.contains("2. Second (follows from task 3)"))
        #expect(!text.contains("4. Fourth (follows"))
    }
}
