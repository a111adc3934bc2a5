/// Something the model refused to do, or a gesture the simulated user could not perform.
///
/// UIKit answers misuse with a console warning or an exception that ends the app; the model
/// leaves its state unchanged and hands a report to ``ModelReporting`` instead, so a grading run
/// goes on and the learner sees the message at their own file and line.
public struct ModelReport: Sendable, Hashable, CustomStringConvertible {
    /// What kind of report this is.
    public enum Kind: String, Sendable, Hashable {
        /// Code called the model in a way UIKit rejects (pushing a controller twice, say).
        case misuse
        /// The simulated user could not do what a test asked (no such button on screen, say).
        case gesture
    }

    /// What kind of report this is.
    public var kind: Kind
    /// The plain-language explanation: what was asked, why it was refused, what to try.
    public var message: String
    /// The code that asked for it; `nil` when it came through a property assignment, which
    /// cannot capture its caller's location.
    public var callSite: CallSite?

    /// Creates a report.
    public init(kind: Kind, message: String, callSite: CallSite?) {
        self.kind = kind
        self.message = message
        self.callSite = callSite
    }

    /// The message followed by the call site, when known.
    public var description: String {
        guard let callSite else { return message }
        return "\(message) (\(callSite))"
    }
}
