import Foundation
import KataRunnerCore
import Testing

@Suite("kata-runner: reading Swift Testing's event stream")
struct EventStreamTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("The stub's recorded run: six checks, each failed with the grader's message")
    func stubRun() {
        let stream = EventStream(contentsOf: Self.fixtures.appendingPathComponent("onboarding-stub.jsonl"))
        #expect(stream.declarations.count == 6)
        #expect(stream.declarations.map(\.name).sorted().first == "1. start() shows Welcome as the only screen")
        #expect(stream.runEnded)
        #expect(stream.unfinished.isEmpty)
        #expect(stream.issues.count == 6)
        let first = stream.declarations.first { $0.name.hasPrefix("1.") }
        let messages = first.flatMap { stream.issues[$0.id] } ?? []
        #expect(messages.first?.hasPrefix("After start(), the visible screen should be WelcomeViewController.") == true)
        #expect(messages.first?.contains("Issue recorded") == false, "Swift Testing's generic line is dropped")
    }

    @Test("The solution's recorded run: six checks, no issues")
    func solutionRun() {
        let stream = EventStream(contentsOf: Self.fixtures.appendingPathComponent("onboarding-solution.jsonl"))
        #expect(stream.declarations.count == 6)
        #expect(stream.ended.count == 7, "six checks and their suite")
        #expect(stream.issues.isEmpty)
    }

    @Test("A stream cut short by a crash names the check that was running, and skips a torn line")
    func truncated() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("onboarding-stub.jsonl"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        let cut = try #require(lines.lastIndex { $0.contains("\"testStarted\"") })
        let stream = EventStream(decoding: lines[...cut].joined(separator: "\n") + "\n{\"kind\":\"event\",\"payl")
        #expect(!stream.runEnded)
        #expect(stream.unfinished.count == 1)
    }

    /// Swift Testing 6.3 writes an issue's place beside it (`_sourceLocation`); earlier versions
    /// inside it (`issue.sourceLocation`). Either way the first one is kept, so kata 7 can say at
    /// which line of the learner's test an expectation failed.
    @Test("Where a test's first unexpected issue was recorded is kept, from either place the stream gives it")
    func issueLocations() {
        let stream = EventStream(decoding: """
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/a()","issue":{"isKnown":false},"_sourceLocation":{"fileID":"M/Tests.swift","line":19,"column":9},"messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/a()","issue":{"isKnown":false},"_sourceLocation":{"fileID":"M/Tests.swift","line":30,"column":9},"messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/b()","issue":{"isKnown":false,"sourceLocation":{"fileID":"M/Other.swift","line":7,"column":5}},"messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"M.S/c()","issue":{"isKnown":true},"_sourceLocation":{"fileID":"M/Tests.swift","line":40,"column":9},"messages":[]},"version":0}
            """)
        #expect(stream.issueLocations == ["M.S/a()": "M/Tests.swift:19", "M.S/b()": "M/Other.swift:7"])
    }

    @Test("Known issues, such as a mutant's expected failure, do not count against a check")
    func knownIssuesIgnored() {
        let stream = EventStream(decoding: """
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"T/a()","issue":{"isKnown":true},"messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"T/a()","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"},{"symbol":"details","text":"why"}]},"version":0}
            """)
        #expect(stream.issues["T/a()"] == ["Expectation failed: 1 == 2\nwhy"])
    }

    /// A parameterized test as Swift 6.3's stream writes it (recorded from a run): the function
    /// lists its cases in `_testCases`, and each event of a case carries `_testCase`.
    static let parameterized = """
        {"kind":"test","payload":{"_testCases":[{"displayName":"Skipping Next fails \\"2. Next\\"","id":"case-a"},{"displayName":"A leak fails \\"6. Release\\"","id":"case-b"}],"displayName":"Each mutant fails the check written for its mistake","id":"G.M/caught(_:)/M.swift:9:6","isParameterized":true,"kind":"function","name":"caught(_:)","sourceLocation":{"line":9}},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","testID":"G.M/caught(_:)/M.swift:9:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"Skipping Next fails \\"2. Next\\"","id":"case-a"},"kind":"testCaseStarted","testID":"G.M/caught(_:)/M.swift:9:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"Skipping Next fails \\"2. Next\\"","id":"case-a"},"kind":"issueRecorded","testID":"G.M/caught(_:)/M.swift:9:6","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Known issue was not recorded"}]},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"Skipping Next fails \\"2. Next\\"","id":"case-a"},"kind":"testCaseEnded","testID":"G.M/caught(_:)/M.swift:9:6"},"version":0}
        {"kind":"event","payload":{"_testCase":{"displayName":"A leak fails \\"6. Release\\"","id":"case-b"},"kind":"testCaseStarted","testID":"G.M/caught(_:)/M.swift:9:6"},"version":0}
        """

    @Test("A parameterized test is one declaration per argument, each with its own result, and a crash names the case that was running")
    func parameterizedCases() {
        let stream = EventStream(decoding: Self.parameterized)
        #expect(stream.declarations.map(\.name) == ["Skipping Next fails \"2. Next\"", "A leak fails \"6. Release\""])
        #expect(Set(stream.declarations.map(\.functionID)) == ["G.M/caught(_:)/M.swift:9:6"], "--skip takes the function")
        let first = stream.declarations[0].id
        #expect(stream.issues[first] == ["Known issue was not recorded"])
        #expect(stream.ended.contains(first))
        #expect(stream.unfinished == [stream.declarations[1].id])
    }
}
