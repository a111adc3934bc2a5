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
    /// The app's other scenes, running behind the one the user looks at, each with what keeps it
    /// alive, the one the user looked at last first.
    private var otherScenes: [(user: User, keeps: [AnyObject])] = []

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
        for running in [user] + otherScenes.map(\.user) where running.scene != nil {
            running.closeScene()
        }
        otherScenes = []
        let newTracker = LifetimeTracker()
        guard let launched = newTracker.trackingCreatedControllers(launch) else { return false }
        user = launched.user
        keeps = launched.keeps
        tracker = newTracker
        return true
    }

    /// How many scenes of the app run: the one the user looks at and the others.
    public var sceneCount: Int {
        1 + otherScenes.count
    }

    /// Opens another scene of the app, as a user does who drags it into a second window on iPad
    /// (`launch` connects it), and turns the user to it, the first left running; whether it
    /// started. What it makes is watched with the rest.
    public func openScene(_ launch: () -> (user: User, keeps: [AnyObject])?) -> Bool {
        guard let launched = tracker.trackingCreatedControllers(launch) else { return false }
        otherScenes.insert((user, keeps), at: 0)
        user = launched.user
        keeps = launched.keeps
        return true
    }

    /// Turns the user to the scene they looked at before this one; whether there was one.
    public func turnToOtherScene() -> Bool {
        guard !otherScenes.isEmpty else { return false }
        let other = otherScenes.removeFirst()
        otherScenes.insert((user, keeps), at: 0)
        (user, keeps) = other
        return true
    }

    /// The windows of the scenes the user does not look at, as pictures, in the order they were
    /// last seen: what sets apart two states that look alike in the scene on screen.
    var otherScenesPicture: String {
        otherScenes.map { $0.user.hierarchy.lines.joined(separator: "\n") }.joined(separator: "\u{3}")
    }

    /// The controllers the app made that are no longer in any of its windows but still alive:
    /// screens the user left, kept by something.
    public var screensLeftAlive: [UIViewController] {
        MainTurn.end()
        let shown = Set(([user] + otherScenes.map(\.user)).flatMap(\.controllersInWindow).map(ObjectIdentifier.init))
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
