import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: what the learner's code printed, under its check and in the JSON")
struct CheckOutputTests {
    let kata = Workbook.katas[0]

    @Test("A check's output is read from its file, its head only; a check that printed nothing has none")
    func readsTheHead() throws {
        let workbook = try ScratchWorkbook()
        try workbook.write("tapped Next\nstarting account\n", to: "1. Next shows the account.out")
        let output = try #require(CheckOutput.read(for: "1. Next shows the account", in: workbook.root))
        #expect(output.lines == ["tapped Next", "starting account"])
        #expect(CheckOutput.read(for: "2. Nothing printed", in: workbook.root) == nil)
        let flood = String(repeating: "again and again\n", count: 10_000)
        try workbook.write(flood, to: "3. A flood.out")
        let read = try #require(CheckOutput.read(for: "3. A flood", in: workbook.root))
        #expect(read.text.utf8.count == CheckOutput.readLimit, "only the head of a flood is read")
        #expect(read.byteCount == flood.utf8.count)
        #expect(read.shown(firstLines: 2) == ["again and again", "again and again", "…and more: 160000 bytes printed in all."])
        #expect(CheckOutput.file(for: "4. a/b", in: workbook.root).lastPathComponent == "4. a_b.out")
    }

    @Test("Under a failing check, the first lines and how many more; under a passing one only with --verbose")
    func shownUnderTheCheck() {
        let printed = CheckOutput(text: (1...13).map { "line \($0)" }.joined(separator: "\n") + "\n", byteCount: 13 * 7 + 4)
        let once = CheckOutput(text: "hello\n", byteCount: 6)
        let result = KataResult(kata: kata, outcome: .graded([
            CheckResult(name: "1. First", status: .passed, output: once),
            CheckResult(name: "2. Second", status: .failed(["Expected A.\nIt is B."]), output: printed),
        ]))
        let renderer = ReportRenderer(style: TerminalStyle(colour: false))
        let text = renderer.checklist(result, fullMessages: true)
        #expect(text.contains("  [ ] 2. Second\n      Your code printed:\n      │ line 1\n"))
        #expect(text.contains("      │ line 10\n      │ …and 3 more lines.\n      Expected A."))
        #expect(!text.contains("hello"), "a passing check's output waits for --verbose")
        #expect(renderer.checklist(result, fullMessages: true, verbose: true).contains("  [x] 1. First\n      Your code printed:\n      │ hello\n"))
        #expect(CheckOutput(text: "a\nb\n", byteCount: 4).shown(firstLines: 1) == ["a", "…and 1 more line."])
    }

    @Test("The JSON's output field: whole up to 500 characters, else cut there with the format's note")
    func exercismOutput() throws {
        let long = String(repeating: "x", count: 600)
        let result = KataResult(kata: kata, outcome: .graded([
            CheckResult(name: "1. First", status: .passed, output: CheckOutput(text: "hi\n", byteCount: 3)),
            CheckResult(name: "2. Second", status: .failed(["no"]), output: CheckOutput(text: long, byteCount: 600)),
            CheckResult(name: "3. Third", status: .failed(["no"])),
        ]))
        let tests = ExercismResults(result) { _ in "" }.tests
        #expect(tests[0].output == "hi\n")
        #expect(tests[1].output == String(repeating: "x", count: 500) + "\nOutput was truncated. Please limit to 500 chars.")
        #expect(tests[2].output == nil)
        let json = try #require(String(data: try ExercismResults(result) { _ in "" }.json(), encoding: .utf8))
        #expect(json.contains("\"output\" : \"hi\\n\""))
    }

    @Test("exit() and abort() in the learner's code are named as ending the process, not as a crash")
    func endingTheProcess() {
        let exited = CheckResult(name: "1. First", status: .crashed("exit() was called, in `OnboardingCoordinator.start()` at Exercises/01-onboarding/OnboardingCoordinator.swift:12."))
        #expect(exited.messages.first?.hasPrefix("Your code ended the process during this check: exit() was called, in `OnboardingCoordinator.start()`") == true)
        #expect(exited.messages.first?.contains("return from the function, or tell the coordinator the flow is done") == true)
        #expect(exited.messages.first?.contains("crashed") == false)
        let aborted = CheckResult(name: "1. First", status: .crashed("abort() was called."))
        #expect(aborted.messages.first?.hasPrefix("Your code ended the process during this check: abort() was called.") == true)
    }
}
