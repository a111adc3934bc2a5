import Foundation

/// What the tests of a test-writing kata's reference say they catch: each `@Test` function's
/// comment that starts "Catches", read for the task numbers it names before any `;`.
///
/// ```swift
/// /// Catches tasks 2, 3, 4 and 5; the only test that catches 5.
/// @Test func payingDismissesTheSheetBeforePushingTheReceipt() throws {
/// ```
public struct CatchComments: Sendable, Equatable {
    /// One commented test.
    public struct Entry: Sendable, Equatable {
        /// The test's name as Swift Testing gives it: `startPushesTheCart()`.
        public var test: String
        /// The task numbers its comment names, in order; empty for "Catches none of …".
        public var tasks: [Int]

        /// Creates an entry.
        public init(test: String, tasks: [Int]) {
            self.test = test
            self.tasks = tasks
        }
    }

    /// The commented tests, in source order.
    public let entries: [Entry]

    /// Reads the comments of a source file.
    public init(source: String) {
        var entries: [Entry] = []
        var pending: [Int]?
        for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("/// Catches ") {
                pending = line.prefix { $0 != ";" }.split { !$0.isNumber }.compactMap { Int($0) }
            } else if line.hasPrefix("@Test func "), let tasks = pending {
                entries.append(Entry(test: line.dropFirst("@Test func ".count).prefix { $0 != "(" } + "()", tasks: tasks))
                pending = nil
            } else if !line.hasPrefix("///") {
                pending = nil
            }
        }
        self.entries = entries
    }

    /// The task numbers each commented test names, by test.
    public var tasksByTest: [String: [Int]] {
        Dictionary(entries.map { ($0.test, $0.tasks) }, uniquingKeysWith: { first, _ in first })
    }
}
