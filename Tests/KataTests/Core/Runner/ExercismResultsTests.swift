import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: results in Exercism's test-runner format (version 3)")
struct ExercismResultsTests {
    let kata = Workbook.katas[0]

    @Test("Checks become tests with status, message, test code and task id; the run fails if one does")
    func graded() throws {
        let result = KataResult(kata: kata, outcome: .graded([
            CheckResult(name: "1. First", status: .passed),
            CheckResult(name: "2. Second", status: .failed(["Expected A.\nIt is B."])),
            CheckResult(name: "3. Third", status: .crashed("Fatal error: boom")),
        ]))
        let results = ExercismResults(result) { "checks.code(\"\($0.name)\")" }
        #expect(results.version == 3)
        #expect(results.status == "fail")
        #expect(results.tests.map(\.status) == ["pass", "fail", "error"])
        #expect(results.tests.map(\.taskID) == [1, 2, 3])
        #expect(results.tests[0].message == nil)
        #expect(results.tests[1].message == "Expected A.\nIt is B.")
        #expect(results.tests[2].message?.contains("Fatal error: boom") == true)
        let json = try #require(String(data: try results.json(), encoding: .utf8))
        #expect(json.contains("\"task_id\" : 2"))
        #expect(json.contains("\"test_code\" : \"checks.code(\\\"1. First\\\")\""))
        #expect(json.contains("\"version\" : 3"))
    }

    @Test("Code that does not compile is an error with the compiler's messages and no tests")
    func compileError() {
        let error = CompilerDiagnostic(path: "Exercises/01-onboarding/A.swift", line: 2, column: 3, message: "expected '}'")
        let results = ExercismResults(KataResult(kata: kata, outcome: .doesNotCompile([error]))) { _ in "" }
        #expect(results.status == "error")
        #expect(results.message == "Exercises/01-onboarding/A.swift:2:3: expected '}'")
        #expect(results.tests.isEmpty)
    }

    @Test("The test code is the closure the checks table gives the check, in whichever file holds the table")
    func testCode() {
        let other = "enum Helpers {}"
        let table = """
            static var checks: [Check<Self>] { [
                Check("1. First") { $0.first() },
                Check("2. Second") {
                    $0.second(after: { $0.more() })
                },
            ] }
            """
        #expect(ExercismResults.testCode(named: "1. First", inChecks: [other, table]) == "checks.first()")
        #expect(ExercismResults.testCode(named: "2. Second", inChecks: [other, table]) == "checks.second(after: { checks.more() })")
        #expect(ExercismResults.testCode(named: "9. Missing", inChecks: [other, table]) == "")
    }

    @Test("--json and --xunit take a path, and go with the commands that grade")
    func options() {
        #expect(ArgumentParser.parse(["check", "1", "--json", "r.json"]) == .success(Invocation(command: .check(kata: "1"), jsonPath: "r.json")))
        #expect(ArgumentParser.parse(["check", "1", "--xunit=r.xml"]) == .success(Invocation(command: .check(kata: "1"), xunitPath: "r.xml")))
        #expect(ArgumentParser.parse(["--json", "results"]) == .success(Invocation(command: .overview, jsonPath: "results")))
        #expect(ArgumentParser.parse(["check", "1", "--json"]) == .failure(UsageError("--json needs a path, as in `kata-runner check onboarding --json results.json`.")))
        #expect(ArgumentParser.parse(["list", "--xunit", "x.xml"]) == .failure(UsageError("--xunit goes with `check`, as in `kata-runner check onboarding --xunit results.xml`.")))
    }
}
