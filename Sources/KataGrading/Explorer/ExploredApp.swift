import Kata

/// One launch of an app the explorer drives: the user who looks at it, and what keeps it alive
/// (the coordinator, the scene delegate, a service the grader holds).
@MainActor
public final class ExploredApp {
    /// The person using the app.
    public let user: User
    /// What the launch returned to keep the app alive.
    public let keeps: [AnyObject]

    /// Wraps a launch.
    public init(user: User, keeps: [AnyObject]) {
        self.user = user
        self.keeps = keeps
    }

    /// The first kept object of type `T`, such as the service a kata's action answers.
    public func kept<T>(_ type: T.Type) -> T? {
        keeps.lazy.compactMap { $0 as? T }.first
    }
}
