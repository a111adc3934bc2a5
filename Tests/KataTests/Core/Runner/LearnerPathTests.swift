import Foundation
import KataRunnerCore
import Synchronization
import Testing

@Suite("kata-runner: start anywhere, skip, and the next kata from there")
struct LearnerPathTests {
    let katas = Workbook.katas

    /// Runs a command line against a scratch workbook, returning the exit code and everything printed.
    func run(_ arguments: String, in workbook: borrowing ScratchWorkbook) -> (Int32, String) {
        let output = Mutex("")
        let console = Console(isTerminal: false) { text in output.withLock { $0 += text } }
        let runner = KataRunner(root: workbook.root, environment: [:], console: console, katas: katas)
        let code = runner.run(arguments.split(separator: " ").map(String.init))
        return (code, output.withLock { $0 })
    }

    @Test("Next up counts from the chosen start, passes over skipped and passing katas, then comes back to the earlier ones")
    func nextFromTheStart() {
        let fromSix = LearnerPath(katas: katas, start: 6)
        #expect(fromSix.next?.number == 6)
        #expect(fromSix.next(after: katas[5])?.number == 7)
        let sixToEightDone = LearnerPath(katas: katas, start: 6, skipped: [9], finished: [6, 7, 8])
        #expect(sixToEightDone.next?.number == 1, "once the katas from the start on pass or are skipped, the earlier ones come")
        #expect(sixToEightDone.next(after: katas[7])?.number == 1)
        #expect(sixToEightDone.toDo.map(\.number) == [1, 2, 3, 4, 5])
        #expect(sixToEightDone.remaining.map(\.number) == [1, 2, 3, 4, 5, 9])
        let allButSkipped = LearnerPath(katas: katas, skipped: [7], finished: Set(katas.map(\.number)).subtracting([7]))
        #expect(allButSkipped.next == nil)
        #expect(allButSkipped.remaining.map(\.number) == [7])
        #expect(LearnerPath(katas: katas, started: [4]).next?.number == 4, "with no start chosen, the first kata edited")
        #expect(LearnerPath(katas: katas, skipped: [1]).next?.number == 2)
    }

    @Test("A kata's standing: passed, N of M checks, does not compile, not started")
    func standings() {
        var state = ProgressState()
        state.katas["onboarding"] = .init(fingerprint: "a", finished: true, passedChecks: 7, totalChecks: 7, compiled: true)
        state.katas["router"] = .init(fingerprint: "a", passedChecks: 3, totalChecks: 7, compiled: true)
        state.katas["child-coordinators"] = .init(fingerprint: "a", compiled: false)
        state.katas["deep-links"] = .init(fingerprint: "a", passedChecks: 0, totalChecks: 6, compiled: true)
        let path = LearnerPath(katas: katas, state: state, started: [5])
        #expect(path.standing(of: katas[0], in: state).words == "passed")
        #expect(path.standing(of: katas[1], in: state).words == "3 of 7 checks")
        #expect(path.standing(of: katas[2], in: state).words == "does not compile")
        #expect(path.standing(of: katas[3], in: state).words == "not started", "no check passes and the stub is untouched")
        #expect(path.standing(of: katas[4], in: state).words == "started, not graded yet")
        #expect(KataStanding.checks(passed: 0, total: 1).words == "0 of 1 check")
    }

    @Test("A progress file written before start and skip were kept reads as neither chosen")
    func olderStateFile() throws {
        let old = #"{"version": 1, "katas": {"onboarding": {"fingerprint": "f", "finished": true, "hintsSeen": {}}}}"#
        let state = try JSONDecoder().decode(ProgressState.self, from: Data(old.utf8))
        #expect(state.startSlug == nil)
        #expect(state.skippedSlugs.isEmpty)
        #expect(state.katas["onboarding"]?.finished == true)
        #expect(state.katas["onboarding"]?.passedChecks == nil)
    }

    @Test("start 6 is remembered; list then marks kata 6 next and each kata's standing")
    func startIsRemembered() throws {
        let workbook = try ScratchWorkbook()
        let (code, output) = run("start 6", in: workbook)
        #expect(code == 0)
        #expect(output.contains("You start at kata 6, View models and their coordinator. kata-runner remembers it"))
        #expect(output.contains("Next up: kata 6, View models and their coordinator (Exercises/06-mvvm-c/)."))
        #expect(output.contains("Katas 1, 2, 3, 4 and 5, before it, are not finished: they come next once kata 6 and the katas after it pass."))
        #expect(ProgressStore(root: workbook.root).state.startSlug == "mvvm-c")
        let (listCode, list) = run("list", in: workbook)
        #expect(listCode == 0)
        #expect(list.contains("   6  mvvm-c  View models and their coordinator  · not started  ← next"))
        #expect(list.contains("   1  onboarding  The onboarding coordinator  · not started\n"))
        #expect(list.contains("You chose to begin at kata 6."))
    }

    @Test("skip passes over a kata until start takes it up again; a passing kata is not skipped")
    func skipAndTakeUp() throws {
        let workbook = try ScratchWorkbook()
        _ = run("start 6", in: workbook)
        let (code, output) = run("skip 6", in: workbook)
        #expect(code == 0)
        #expect(output.contains("Kata 6, View models and their coordinator, is skipped: \"Next up\" passes over it and `list` marks it so. swift run kata-runner start 6 takes it up again."))
        #expect(output.contains("Next up: kata 7,"), "the start moves past the skipped kata")
        #expect(run("list", in: workbook).1.contains("· not started, skipped"))
        _ = run("start 6", in: workbook)
        #expect(ProgressStore(root: workbook.root).state.skippedSlugs.isEmpty)
        var store = ProgressStore(root: workbook.root)
        store.state.katas["router"] = .init(fingerprint: "f", finished: true)
        store.save()
        #expect(run("skip 2", in: workbook).1 == "Kata 2, The router and its screen factory, passes already: there is nothing to skip.\n")
        #expect(run("skip", in: workbook).0 == 2)
    }

    @Test("The overview says well done only when every kata passes; with skipped ones left, it names them")
    func wellDoneOnlyWhenAllPass() {
        let renderer = ReportRenderer(style: TerminalStyle(colour: false))
        let done = { (kata: Kata) in KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. First", status: .passed)])) }
        let failing = { (kata: Kata) in KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. First", status: .failed(["no"]))])) }
        let results = katas.map { [2, 3].contains($0.number) ? failing($0) : done($0) }
        let skipped = renderer.overview(results, path: LearnerPath(katas: katas, skipped: [2, 3]))
        #expect(!skipped.contains("Well done"))
        #expect(skipped.contains("Every kata you did not skip passes. Still to do: katas 2 and 3, which you skipped: swift run kata-runner start 2 takes them up."))
        #expect(skipped.contains("   2  The router and its screen factory"), "the table still shows the skipped kata")
        #expect(skipped.contains("not started (0/1 check), skipped"))
        let fromSix = renderer.overview(katas.map(failing), path: LearnerPath(katas: katas, start: 6))
        #expect(fromSix.contains("Next up: kata 6,"))
        #expect(!fromSix.contains("At home in SwiftUI"), "a learner who chose a start is past the primer's offer")
    }
}
