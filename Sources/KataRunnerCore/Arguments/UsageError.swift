/// A command line kata-runner cannot act on; it exits with code 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong and what to type instead.
    public let message: String

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String {
        message
    }

    /// The exit code for usage errors.
    public static let exitCode: Int32 = 2
}
