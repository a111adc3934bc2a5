import Kata

/// One launch of an app the explorer drives: the user who looks at it, what keeps it alive (the
/// coordinator, the scene delegate, a service the grader holds), and what it made since.
@MainActor
public final class ExploredApp {
    /// The person using the app.
    public let user: User
    /// What the launch returned to keep the app alive.
    public let keeps: [AnyObject]
    /// Watches every controller and view state the app made, at its launch and in each step.
    public let tracker: LifetimeTracker

    /// Wraps a launch, and what the tracker watched while it ran.
    public init(user: User, keeps: [AnyObject], tracker: LifetimeTracker = LifetimeTracker()) {
        self.user = user
        self.keeps = keeps
        self.tracker = tracker
    }

    /// The first kept object of type `T`, such as the service a kata's action answers.
    public func kept<T>(_ type: T.Type) -> T? {
        keeps.lazy.compactMap { $0 as? T }.first
    }

    /// The controllers the app made that are no longer in its window but still alive: screens
    /// the user left, kept by something.
    public var screensLeftAlive: [UIViewController] {
        MainTurn.end()
        let shown = Set(user.controllersInWindow.map(ObjectIdentifier.init))
        return tracker.aliveObjects.compactMap { $0 as? UIViewController }.filter { !shown.contains(ObjectIdentifier($0)) }
    }

    /// What holds the screens the user left, as a message names it; `nil` when none is alive.
    public func screensLeftAliveMessage(after moment: String) -> String? {
        let left = LifetimeTracker()
        for screen in screensLeftAlive {
            left.track(screen, named: ScreenName.of(screen))
        }
        // What the launch keeps may be the grader's (a parent stand-in): what it keeps, the
        // learner's coordinator, may be the holder to name.
        for kept in keeps {
            left.considerAsHolder(kept)
            left.considerAsHolders(keptBy: kept)
        }
        for holder in user.controllersInWindow {
            left.considerAsHolder(holder)
        }
        return left.survivorsMessage(after: moment)
    }
}
