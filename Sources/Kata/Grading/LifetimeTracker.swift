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
        return entries.compactMap { entry in
            entry.object == nil ? nil : Survivor(name: entry.name, origin: entry.origin)
        }
    }

    /// A message naming the survivors, or `nil` when every watched object was released.
    ///
    /// - Parameter moment: When they should have been released, such as "the onboarding flow finished".
    public func survivorsMessage(after moment: String) -> String? {
        let alive = survivors
        guard !alive.isEmpty else { return nil }
        let count = alive.count == 1 ? "1 object is" : "\(alive.count) objects are"
        let list = alive.map { "  - \($0)" }.joined(separator: "\n")
        return """
            \(count) still alive after \(moment), but should have been released:
            \(list)
            Something still holds a strong reference to \(alive.count == 1 ? "it" : "them"): look for a closure that captures \
            self without [weak self], a delegate or coordinator property that is not weak, or a child coordinator \
            that was never removed from its parent.
            """
    }

    /// An object that outlived its flow.
    public struct Survivor: Sendable, Hashable, CustomStringConvertible {
        /// The object's class name, or the name it was tracked under.
        public var name: String
        /// How the tracker came to watch it, such as "tracked at Grader.swift:12".
        public var origin: String

        /// The name and origin.
        public var description: String {
            "\(name) (\(origin))"
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
