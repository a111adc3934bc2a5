/// Watches objects weakly and tells which are still alive after a flow ended.
///
/// Track what a flow creates (coordinators, screens) and, once the flow is over and your own
/// references are gone, ask for the survivors: each one is a leak, most often a strong
/// reference cycle or a child coordinator nobody removed.
///
/// ```swift
/// let tracker = LifetimeTracker()
/// tracker.trackingCreatedControllers {
///     coordinator.start()
///     user.tap("Next")
/// }
/// tracker.track(coordinator)
/// coordinator = nil
/// #expect(tracker.survivors.isEmpty, "\(tracker.survivorsMessage(after: "the flow ended") ?? "")")
/// ```
@MainActor
public final class LifetimeTracker {
    private var entries: [Entry] = []
    /// Objects considered as holders only, never as survivors.
    private var holders: [Entry] = []

    /// Creates a tracker that watches nothing yet.
    public init() {}

    /// Watches an object, weakly, under its class name or the name you give.
    public func track(
        _ object: AnyObject,
        named name: String? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard !entries.contains(where: { $0.object === object }) else { return }
        entries.append(Entry(
            object: object,
            name: name ?? String(describing: type(of: object)),
            controllerType: nil,
            origin: "tracked at \(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))"
        ))
    }

    /// Considers `object` when naming what holds a survivor, without ever counting it as one: an
    /// object that may rightly outlive the flow (a scene delegate's coordinator, which could be
    /// a service shared on purpose) but that, when alive, may be what keeps a survivor.
    public func considerAsHolder(_ object: AnyObject) {
        guard !holders.contains(where: { $0.object === object }) else { return }
        holders.append(Entry(object: object, name: String(describing: type(of: object)), controllerType: nil, origin: "a possible holder"))
    }

    /// Considers as holders the objects `owner` keeps strongly in its stored properties, windows
    /// aside: a scene delegate's coordinators. Weak and unowned properties are not read.
    public func considerAsHolders(keptBy owner: AnyObject) {
        for property in StrongReferences.strongProperties(of: owner) {
            guard let value = Self.unwrapped(property.value), type(of: value) is AnyClass, !(value is UIWindow) else { continue }
            considerAsHolder(value as AnyObject)
        }
    }

    /// A value, out of the optionals around it; `nil` for `nil`.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// Runs `body` and watches every view controller created while it runs, and the state of
    /// every SwiftUI view that joins the tree meanwhile (`@State`, `@StateObject`).
    public func trackingCreatedControllers<Result>(_ body: () throws -> Result) rethrows -> Result {
        try LifetimeTracker.$recording.withValue(self, operation: body)
    }

    /// Runs `body` without watching what it creates, even inside ``trackingCreatedControllers(_:)``:
    /// for a check's own scaffolding (a stage's navigation controller, a screen a check puts
    /// beneath the flow), which outlives the flow on purpose and is no leak of the learner's.
    public static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        try LifetimeTracker.$recording.withValue(nil, operation: body)
    }

    /// How many objects the tracker watches, alive or not.
    public var trackedCount: Int {
        entries.count
    }

    /// The names of the watched objects, alive or not, in the order they were tracked.
    public var trackedNames: [String] {
        entries.map(\.name)
    }

    /// The watched objects still alive, in the order they were tracked: cheap, for a check that
    /// looks for some; ``survivors`` says what holds each.
    /// The turn ends first, so controllers that only a finished transition still holds are let go, as on a device.
    public var aliveObjects: [AnyObject] {
        MainTurn.end()
        return entries.compactMap(\.object)
    }

    /// The class names, without their modules, of the view controllers created while tracking.
    public var createdControllerTypes: Set<String> {
        Set(entries.compactMap(\.controllerType))
    }

    /// Stops watching everything tracked so far, to watch only what comes next.
    public func removeAll() {
        entries.removeAll()
    }

    /// The watched objects that are still alive, in the order they were tracked.
    /// The turn ends first, so controllers that only a finished transition still holds are let go, as on a device.
    public var survivors: [Survivor] {
        MainTurn.end()
        let alive = entries.compactMap { entry in entry.object.map { (entry, $0) } }
        guard !alive.isEmpty else { return [] }
        let candidates = alive + holders.compactMap { entry in
            entry.object.flatMap { object in alive.contains { $0.1 === object } ? nil : (entry, object) }
        }
        let links = StrongReferences.links(among: candidates.map(\.1))
        return alive.enumerated().map { index, pair in
            let holders = links.filter { $0.held == index }.map { link in
                var holder = Survivor.Holder(name: link.holder == index ? nil : candidates[link.holder].0.name, path: link.path, throughClosure: link.throughClosure)
                if link.holder >= alive.count {
                    holder.keptBy = links.filter { $0.held == link.holder && $0.holder != link.holder }.map { second in
                        Survivor.Holder(name: candidates[second.holder].0.name, path: second.path, throughClosure: second.throughClosure)
                    }
                }
                return holder
            }
            return Survivor(name: pair.0.name, origin: pair.0.origin, holders: holders.isEmpty ? Self.validTimers(of: pair.1) : holders)
        }
    }

    /// The scheduled timers an object keeps in its stored properties that are still valid: the
    /// run loop keeps such a timer, and the timer what its block or target holds, so a survivor
    /// nothing watched holds is most likely kept through one of them.
    private static func validTimers(of object: AnyObject) -> [Survivor.Holder] {
        StrongReferences.strongProperties(of: object).compactMap { property in
            guard let timer = unwrapped(property.value) as? Timer, timer.isValid else { return nil }
            return Survivor.Holder(name: nil, path: StrongReferences.readable(property.name), throughClosure: false, isRunLoopTimer: true)
        }
    }

    /// A message naming the survivors and what holds them, or `nil` when every watched object was released.
    ///
    /// - Parameter moment: When they should have been released, such as "the onboarding flow finished".
    public func survivorsMessage(after moment: String) -> String? {
        Self.survivorsMessage(for: survivors, after: moment)
    }

    /// A message naming `survivors` and what holds them, or `nil` when there are none.
    public static func survivorsMessage(for survivors: [Survivor], after moment: String) -> String? {
        guard !survivors.isEmpty else { return nil }
        let count = survivors.count == 1 ? "1 object is" : "\(survivors.count) objects are"
        let list = survivors.map { "  - \($0)" }.joined(separator: "\n")
        var advice: [String] = []
        if survivors.contains(where: { $0.holders.contains { !$0.isRunLoopTimer } }) {
            advice.append("Where a holder is named, that reference is the one to change: make it weak (`weak var`, `[weak self]`, `[weak child]`), or end it when the flow ends (remove the child, set the closure to nil).")
        }
        if survivors.contains(where: { $0.holders.contains(where: \.isRunLoopTimer) }) {
            advice.append("A repeating timer runs until it is invalidated: call `invalidate()` when the flow ends, and capture `[weak self]` in its block, so that letting go of the flow is enough.")
        }
        let unexplained = survivors.filter(\.holders.isEmpty)
        if !unexplained.isEmpty {
            advice.append(Survivor.heldFromOutside(unexplained.map(\.name)))
        }
        return """
            \(count) still alive after \(moment), but should have been released:
            \(list)
            \(advice.joined(separator: " "))
            """
    }

    /// An object that outlived its flow.
    public struct Survivor: Sendable, Hashable, CustomStringConvertible {
        /// A strong reference to a survivor from a watched object that is alive too.
        public struct Holder: Sendable, Hashable, CustomStringConvertible {
            /// The holder's name; `nil` when the survivor holds itself.
            public var name: String?
            /// The property path from the holder, such as `childCoordinators[0]` or `onFinish`.
            public var path: String
            /// Whether the reference is a closure's capture, the closure stored at ``path``.
            public var throughClosure: Bool
            /// For a holder that is not watched as a possible leak itself (one the tracker only
            /// considers), what keeps that holder alive, among the watched objects.
            public var keptBy: [Holder] = []
            /// Whether the holder is the run loop, through a scheduled timer still valid that the
            /// survivor stores at ``path`` and whose block or target is the survivor.
            public var isRunLoopTimer = false

            /// Creates a holder.
            public init(name: String?, path: String, throughClosure: Bool, isRunLoopTimer: Bool = false) {
                self.name = name
                self.path = path
                self.throughClosure = throughClosure
                self.isRunLoopTimer = isRunLoopTimer
            }

            /// `the closure in SignInCoordinator.onFinish`, `itself, through the closure in its onFinish`, `AppCoordinator.child`.
            public var description: String {
                if isRunLoopTimer {
                    return "the run loop, most likely: its own \(path) is a Timer still scheduled, and a timer keeps its block (and what the block captures) until it is invalidated"
                }
                let direct = switch (name, throughClosure) {
                case let (name?, true): "the closure in \(name).\(path), which captures it"
                case let (name?, false): "\(name).\(path)"
                case (nil, true): "itself: the closure in its own \(path) captures it"
                case (nil, false): "itself, through its own \(path)"
                }
                guard let name, !keptBy.isEmpty else { return direct }
                return direct + ", and \(name) is kept by " + keptBy.map(\.description).joined(separator: " and by ")
            }
        }

        /// The object's class name, or the name it was tracked under.
        public var name: String
        /// How the tracker came to watch it, such as "tracked at Grader.swift:12".
        public var origin: String
        /// The watched objects still alive that hold it strongly, and how.
        public var holders: [Holder]

        /// Creates a survivor.
        public init(name: String, origin: String, holders: [Holder] = []) {
            self.name = name
            self.origin = origin
            self.holders = holders
        }

        /// Advice for survivors that no watched object holds: what keeps them is outside the flow.
        public static func heldFromOutside(_ names: [String]) -> String {
            "No object the grader watches keeps \(names.count == 1 ? names[0] : names.joined(separator: ", ")), so what does is outside them: "
                + "a Timer, which the run loop keeps until it is invalidated; a NotificationCenter observer block, kept until it is removed; "
                + "a Task, kept until it ends; a static or global property; or an object of the app that is still running, such as a "
                + "coordinator whose child was never removed."
        }

        /// The name, origin and holders: `SignInCoordinator (tracked at …; kept by the closure in AppCoordinator.onFinish, which captures it)`.
        public var description: String {
            guard !holders.isEmpty else { return "\(name) (\(origin))" }
            return "\(name) (\(origin); kept by \(holders.map(\.description).joined(separator: " and by ")))"
        }
    }

    // MARK: - Watching created controllers

    /// The tracker that watches controllers created in the current task, if any.
    @TaskLocal static var recording: LifetimeTracker?

    /// Called by every view controller's initializer.
    static func noteCreated(_ controller: UIViewController) {
        guard let recording else { return }
        recording.entries.append(Entry(
            object: controller,
            name: controller.description,
            controllerType: String(describing: type(of: controller)),
            origin: "created during the tracked flow"
        ))
    }

    /// Called when a SwiftUI view's `@State` or `@StateObject` is made, as the view joins the tree.
    static func noteCreated(state: AnyObject, named name: String) {
        guard let recording else { return }
        recording.entries.append(Entry(object: state, name: name, controllerType: nil, origin: "a view's state, made during the tracked flow"))
    }

    private struct Entry {
        weak var object: AnyObject?
        let name: String
        let controllerType: String?
        let origin: String
    }
}
