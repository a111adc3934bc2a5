import Foundation
import KataRunnerCore
import Synchronization
import Testing

/// Keys from a script; a step may change files instead of pressing a key. After the script, `q`.
struct ScriptedKeys: KeyInput {
    enum Step {
        case key(Character)
        case perform(() throws -> Void)
    }

    var steps: [Step]

    mutating func nextKey(timeout: TimeInterval) -> Character? {
        guard !steps.isEmpty else { return "q" }
        switch steps.removeFirst() {
        case let .key(key):
            return key
        case let .perform(change):
            try? change()
            return nil
        }
    }
}

@Suite("kata-runner: watch mode, driven by real file changes and scripted keys")
struct WatchSessionTests {
    let katas = [
        Kata(number: 1, slug: "first", title: "First", module: "First", lessonFile: "01-first.md"),
        Kata(number: 2, slug: "second", title: "Second", module: "Second", lessonFile: "02-second.md"),
    ]

    /// A grade that passes a kata when its exercise's A.swift says "pass".
    func grade(in workbook: borrowing ScratchWorkbook) -> (Kata) -> KataResult? {
        let root = workbook.root
        return { kata in
            let text = (try? String(contentsOf: root.appendingPathComponent(kata.exercisePath + "/A.swift"), encoding: .utf8)) ?? ""
            let status: CheckResult.Status = text.contains("pass") ? .passed : .failed(["Expected it to say pass.\nIt says \(text)."])
            return KataResult(kata: kata, outcome: .graded([CheckResult(name: "1. Says pass", status: status)]))
        }
    }

    func run(_ steps: [ScriptedKeys.Step], in workbook: borrowing ScratchWorkbook, start: Int = 0) -> (Int32, String) {
        let output = Mutex("")
        let console = Console(isTerminal: false) { text in output.withLock { $0 += text } }
        let session = WatchSession(
            katas: katas,
            root: workbook.root,
            console: console,
            style: TerminalStyle(colour: false),
            redraws: false,
            grade: grade(in: workbook),
            gradeAll: { [katas, grade = grade(in: workbook)] in katas.compactMap(grade) }
        )
        session.pollInterval = 0.01
        var keys = ScriptedKeys(steps: steps)
        let code = session.run(startingAt: katas[start], input: &keys)
        return (code, output.withLock { $0 })
    }

    @Test("A saved file re-grades the kata; when it passes, watch says so and moves on to the next")
    func savesRegradeAndMoveOn() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("fail", to: "Exercises/01-first/A.swift")
        try workbook.write("fail", to: "Exercises/02-second/A.swift")
        let root = workbook.root
        let (code, output) = run([
            .perform { try "still failing".write(to: root.appendingPathComponent("Exercises/01-first/A.swift"), atomically: true, encoding: .utf8) },
            .perform { try "pass".write(to: root.appendingPathComponent("Exercises/01-first/A.swift"), atomically: true, encoding: .utf8) },
            .key("q"),
        ], in: workbook)
        #expect(code == 0)
        #expect(output.contains("kata-runner watch · Kata 1 · First · not started (0/1 check)"))
        #expect(output.contains("It says still failing."), "the first save was graded")
        #expect(output.contains("Kata 1 passes! On to kata 2, Second."))
        #expect(output.contains("kata-runner watch · Kata 2 · Second · not started (0/1 check)"))
        #expect(output.hasSuffix("Stopped watching.\n"))
    }

    @Test("Editing a kata that passed already keeps watch on it; it moves on only when a save makes a kata pass")
    func editingAPassedKataStays() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("pass", to: "Exercises/01-first/A.swift")
        try workbook.write("fail", to: "Exercises/02-second/A.swift")
        let root = workbook.root
        let (_, output) = run([
            .perform { try "pass, tidied up".write(to: root.appendingPathComponent("Exercises/01-first/A.swift"), atomically: true, encoding: .utf8) },
            .perform { try "fail again".write(to: root.appendingPathComponent("Exercises/01-first/A.swift"), atomically: true, encoding: .utf8) },
            .perform { try "pass".write(to: root.appendingPathComponent("Exercises/01-first/A.swift"), atomically: true, encoding: .utf8) },
        ], in: workbook)
        let firstMoveOn = output.range(of: "On to kata 2")
        let failedAgain = output.range(of: "It says fail again.")
        #expect(failedAgain != nil, "the second save was graded on kata 1, so watch had stayed there")
        #expect(firstMoveOn.map { move in failedAgain.map { move.lowerBound > $0.lowerBound } ?? false } == true, "it moved on only after the save that made kata 1 pass again")
    }

    @Test("A save by rename (write a temporary file, move it over the original) is noticed")
    func saveByRename() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("fail", to: "Exercises/01-first/A.swift")
        let root = workbook.root
        let (_, output) = run([
            .perform {
                let temporary = root.appendingPathComponent("Exercises/01-first/.A.swift.tmp")
                try "pass".write(to: temporary, atomically: false, encoding: .utf8)
                guard rename(temporary.path, root.appendingPathComponent("Exercises/01-first/A.swift").path) == 0 else {
                    throw CocoaError(.fileWriteUnknown)
                }
            },
        ], in: workbook)
        #expect(output.contains("Kata 1 passes! On to kata 2"))
    }

    @Test("Keys: n goes to the next kata, l lists, c checks all, an unknown key shows the keys")
    func keys() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("fail", to: "Exercises/01-first/A.swift")
        try workbook.write("pass", to: "Exercises/02-second/A.swift")
        let (_, output) = run([.key("n"), .key("l"), .key("c"), .key("?")], in: workbook)
        #expect(output.contains("kata-runner watch · Kata 2 · Second · done (1/1 check)"))
        #expect(output.contains("Coordinator Katas, in learning order:"))
        #expect(output.contains("Coordinator Katas · 1 of 2 katas done"))
        #expect(output.contains(WatchSession.keysHelp))
    }

    @Test("h shows the next hint tier for the first failing check")
    func hintKey() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("fail", to: "Exercises/01-first/A.swift")
        try workbook.write("## 1. Says pass\n- nudge\n- near-answer\n", to: "Lessons/hints/01-first.md")
        let (_, output) = run([.key("h"), .key("h")], in: workbook)
        #expect(output.contains("Hint 1 of 2 for 1. Says pass\n  nudge"))
        #expect(output.contains("Hint 2 of 2 for 1. Says pass\n  near-answer"))
    }
}

@Suite("kata-runner: watch moves on along the learner's path")
struct WatchPathTests {
    @Test("The last kata passing with an earlier one unfinished moves on to it and names what remains; well done only when all pass")
    func lastKataWithOthersUnfinished() throws {
        let tests = WatchSessionTests()
        let workbook = try ScratchWorkbook()
        try workbook.write("fail", to: "Exercises/01-first/A.swift")
        try workbook.write("fail", to: "Exercises/02-second/A.swift")
        let root = workbook.root
        let (_, output) = tests.run([
            .perform { try "pass".write(to: root.appendingPathComponent("Exercises/02-second/A.swift"), atomically: true, encoding: .utf8) },
        ], in: workbook, start: 1)
        #expect(output.contains("Kata 2 passes! On to kata 1, First. Still to do: kata 1."))
        #expect(!output.contains("Well done"))

        let finished = try ScratchWorkbook()
        try finished.write("pass", to: "Exercises/01-first/A.swift")
        try finished.write("fail", to: "Exercises/02-second/A.swift")
        try finished.write(#"{"version": 1, "katas": {"first": {"fingerprint": "f", "finished": true, "hintsSeen": {}}}}"#, to: ".kata/state.json")
        let finishedRoot = finished.root
        let (_, allDone) = tests.run([
            .perform { try "pass".write(to: finishedRoot.appendingPathComponent("Exercises/02-second/A.swift"), atomically: true, encoding: .utf8) },
        ], in: finished, start: 1)
        #expect(allDone.contains("Kata 2 passes, and with it every kata. Well done!"))
    }
}
