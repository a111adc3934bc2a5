import Synchronization

/// A thread-safe list of the reports the model made, for tests that expect misuse.
public final class ModelReportLog: Sendable {
    private let storage = Mutex<[ModelReport]>([])

    /// Creates an empty log.
    public init() {}

    /// The reports received so far, oldest first.
    public var reports: [ModelReport] {
        storage.withLock { $0 }
    }

    /// The messages of the reports received so far, oldest first.
    public var messages: [String] {
        reports.map(\.message)
    }

    /// A handler that appends to this log, for ``ModelReporting/handler``.
    public var handler: ModelReporting.Handler {
        { [self] report in storage.withLock { $0.append(report) } }
    }

    /// Runs `body` with this log as the reporting handler and returns what it returns.
    @MainActor
    public func collect<Result>(_ body: () throws -> Result) rethrows -> Result {
        try ModelReporting.$handler.withValue(handler, operation: body)
    }
}
