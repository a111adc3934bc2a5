import Kata

/// One launch of an app the explorer drives: the user who looks at it, what keeps it alive (the
/// coordinator, the scene delegate, a service the grader holds), and what it made since.
@MainActor
public final class ExploredApp {
    /// The person using the app.
    public private(set) var user: User
    /// What the launch returned to keep the app alive.
    public private(set) var keeps: [AnyObject]
    /// Watches every controller and view state the app made, at its launch and in each step.
    public private(set) var tracker: LifetimeTracker
    /// Whether this is the lesson's app, which a kata's action relaunches its own way.
    public let isReference: Bool

    /// Wraps a launch, and what the tracker watched while it ran.
    public init(user: User, keeps: [AnyObject], tracker: LifetimeTracker = LifetimeTracker(), isReference: Bool = false) {
        self.user = user
        self.keeps = keeps
        self.tracker = tracker
        self.isReference = isReference
    }

    /// The first kept object of type `T`, such as the service a kata's action answers.
    public func kept<T>(_ type: T.Type) -> T? {
        keeps.lazy.compactMap { $0 as? T }.first
    }

    /// The first object of type `T` the app made and still holds, such as the coordinator an
    /// app keeps in its `@State`.
    public func made<T>(_ type: T.Type) -> T? {
        tracker.aliveObjects.lazy.compactMap { $0 as? T }.first
    }

    /// Ends the app, as iOS ends one in the background (its scene closed), and puts `launch`,
    /// a new launch, in its place; whether it started. What the new launch makes is watched by
    /// a tracker of its own.
    public func relaunch(_ launch: () -> (user: User, keeps: [AnyObject])?) -> Bool {
        if user.scene != nil {
            user.closeScene()
        }
        let newTracker = LifetimeTracker()
        guard let launched = newTracker.trackingCreatedControllers(launch) else { return false }
        user = launched.user
        keeps = launched.keeps
        tracker = newTracker
        return true
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
