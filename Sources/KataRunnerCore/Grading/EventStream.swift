import Foundation

/// What Swift Testing's event stream (version 0, one JSON object a line) says about a run.
///
/// Only the fields kata-runner needs are decoded; the rest of each record is ignored, and a
/// line cut short by a crash is skipped. A parameterized test (a kata's mutants, its baseline
/// designs) is one declaration per argument, named by the argument's description, when the
/// stream lists them (`_testCases`); otherwise it is one declaration, as any other test.
public struct EventStream: Sendable, Equatable {
    /// A test function, or one argument of a parameterized one, that the run declared.
    public struct Declaration: Sendable, Equatable {
        /// Swift Testing's ID for the test, followed for a test case by ``caseSeparator`` and its name.
        public var id: String
        /// The name learners read: the display name, or the function's name; for a test case, its argument's description.
        public var name: String
        /// The line of the `@Test` attribute, for ordering.
        public var line: Int
        /// Swift Testing's ID for the test function, which `--skip` takes.
        public var functionID: String
    }

    /// What joins a test's ID and a test case's in ``Declaration/id``.
    public static let caseSeparator = " \u{1F} "

    /// The tests and test cases, in the order they were declared.
    public private(set) var declarations: [Declaration] = []
    /// The tests that started.
    public private(set) var started: Set<String> = []
    /// The tests that ended.
    public private(set) var ended: Set<String> = []
    /// The messages of each test's unexpected issues, in order.
    public private(set) var issues: [String: [String]] = [:]
    /// Where each test's first unexpected issue was recorded, as `Module/File.swift:line`, when the stream says.
    public private(set) var issueLocations: [String: String] = [:]
    /// Whether the run reached its end.
    public private(set) var runEnded = false

    /// Decodes a stream's text.
    public init(decoding text: String) {
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n") {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
            apply(record)
        }
    }

    /// Reads and decodes a stream file; an absent file is an empty stream.
    public init(contentsOf url: URL) {
        self.init(decoding: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    /// The tests that started and never ended: the one a crash or a hang interrupted.
    public var unfinished: [String] {
        declarations.map(\.id).filter { started.contains($0) && !ended.contains($0) }
    }

    private mutating func apply(_ record: Record) {
        let payload = record.payload
        switch (record.kind, payload.kind) {
        case ("test", "function"):
            guard let id = payload.id, !declarations.contains(where: { $0.functionID == id }) else { return }
            let line = payload.sourceLocation?.line ?? 0
            guard let cases = payload.testCases, !cases.isEmpty else {
                declarations.append(Declaration(id: id, name: payload.displayName ?? payload.name ?? id, line: line, functionID: id))
                return
            }
            for testCase in cases {
                declarations.append(Declaration(id: id + Self.caseSeparator + testCase.key, name: testCase.displayName, line: line, functionID: id))
            }
        case ("event", "testStarted"), ("event", "testCaseStarted"):
            Self.id(of: payload).map { _ = started.insert($0) }
        case ("event", "testEnded"), ("event", "testCaseEnded"):
            Self.id(of: payload).map { _ = ended.insert($0) }
        case ("event", "issueRecorded"):
            guard let id = Self.id(of: payload), payload.issue?.isKnown != true else { return }
            issues[id, default: []].append(Self.issueText(payload.messages ?? []))
            if issueLocations[id] == nil, let location = payload.issueLocation ?? payload.issue?.sourceLocation, let file = location.fileID {
                issueLocations[id] = "\(file):\(location.line)"
            }
        case ("event", "runEnded"):
            runEnded = true
        default:
            break
        }
    }

    /// The declaration an event is about: its test case's when it has one, else its test's.
    private static func id(of payload: Record.Payload) -> String? {
        guard let testID = payload.testID else { return nil }
        return payload.testCase.map { testID + caseSeparator + $0.key } ?? testID
    }

    /// An issue's text: the failed expectation (unless it is the generic "Issue recorded"), then its comments.
    private static func issueText(_ messages: [Record.Message]) -> String {
        let parts = messages.compactMap { message -> String? in
            switch message.symbol {
            case "fail": message.text == "Issue recorded" ? nil : message.text
            case "details": message.text
            default: nil
            }
        }
        return parts.isEmpty ? "The check failed." : parts.joined(separator: "\n")
    }

    /// One line of the stream.
    private struct Record: Decodable {
        var kind: String
        var payload: Payload

        struct Payload: Decodable {
            var kind: String?
            var id: String?
            var name: String?
            var displayName: String?
            var testID: String?
            var sourceLocation: Location?
            var issue: Issue?
            var messages: [Message]?
            var testCases: [TestCase]?
            var testCase: TestCase?
            /// Where an issue was recorded, which Swift 6.3 gives beside the issue.
            var issueLocation: Location?

            enum CodingKeys: String, CodingKey {
                case kind, id, name, displayName, testID, sourceLocation, issue, messages
                case testCases = "_testCases"
                case testCase = "_testCase"
                case issueLocation = "_sourceLocation"
            }
        }

        struct TestCase: Decodable {
            var id: String
            var displayName: String

            /// What tells one case from another: its display name, since before Swift 6.2 every
            /// case of an argument that is not `Encodable` has the same `id`. A kata's mutants and
            /// designs each have a name of their own.
            var key: String {
                displayName
            }
        }

        struct Location: Decodable {
            var line: Int
            var fileID: String?
        }

        struct Issue: Decodable {
            var isKnown: Bool?
            var sourceLocation: Location?
        }

        struct Message: Decodable {
            var symbol: String
            var text: String
        }
    }
}
