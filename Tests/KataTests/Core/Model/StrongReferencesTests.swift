import Foundation
import Kata
import Testing

/// What holds a leaked object, as the learner is told: found in memory, so that a `weak`
/// property or a `[weak self]` capture is never blamed, and a closure that captures is.
@MainActor
@Suite("Leak messages name what holds the survivor")
struct StrongReferencesTests {
    final class Child {
        var onFinish: (() -> Void)?
    }

    final class Parent {
        var children: [Child] = []
        weak var watcher: Child?
        var name = "parent"
    }

    final class Screen: UIViewController {
        var coordinator: Parent?
        weak var delegate: Parent?
    }

    /// Tracks `objects`, lets go of them, and returns the survivors.
    private func survivors(_ objects: () -> [AnyObject]) -> [LifetimeTracker.Survivor] {
        let tracker = LifetimeTracker()
        for object in objects() {
            tracker.track(object)
        }
        return tracker.survivors
    }

    @Test("A child captured in its own completion is kept by itself, through that closure")
    func childCapturedInItsOwnCompletion() {
        let alive = survivors {
            let child = Child()
            child.onFinish = { _ = child }
            return [child]
        }
        #expect(alive.count == 1)
        #expect(alive.first?.description.hasSuffix("; kept by itself: the closure in its own onFinish captures it)") == true, "\(alive)")
    }

    @Test("A parent captured strongly by its child's completion: each is named as the other's holder, the array element and the closure")
    func parentAndChildCycle() {
        let alive = survivors {
            let parent = Parent()
            let child = Child()
            parent.children.append(child)
            child.onFinish = { parent.name = "done" }
            return [parent, child]
        }
        #expect(alive.map(\.holders.description) == [
            "[the closure in Child.onFinish, which captures it]",
            "[Parent.children[0]]",
        ])
    }

    @Test("A weak property and a [weak self] capture are never named as holders")
    func weakIsNoHolder() {
        let alive = survivors {
            let parent = Parent()
            let child = Child()
            parent.children.append(child)
            parent.watcher = child
            child.onFinish = { [weak parent] in parent?.name = "done" }
            let screen = Screen()
            screen.delegate = parent
            return [parent, child, screen, Keeper.keep(parent)]
        }
        #expect(alive.first { $0.name == "Child" }?.holders.map(\.description) == ["Parent.children[0]"], "the strong array, not the weak watcher")
        #expect(alive.first { $0.name == "Parent" }?.holders.map(\.description) == ["Keeper.kept"], "neither the weak capture nor the weak delegate")
        Keeper.release()
    }

    @Test("A screen whose button action captures it strongly is kept by itself, through its view and the action")
    func buttonActionCycle() throws {
        let alive = survivors {
            let screen = Screen()
            let button = UIButton(type: .system)
            button.setTitle("Next", for: .normal)
            button.addAction(UIAction { _ in screen.title = "tapped" }, for: .touchUpInside)
            screen.view.addSubview(button)
            return [screen]
        }
        let holder = try #require(alive.first?.holders.first)
        #expect(holder.name == nil && holder.throughClosure)
        #expect(holder.path == "view.subviews[0].actions[0].handler", "in UIKit's names, through the screen's view and the action added")
    }

    /// A cell's content configuration is held as `any UIContentConfiguration`: a value whose
    /// layout is behind an existential container, which the search follows by its children
    /// instead of reading it as the struct it holds (reading it so crashed the grader).
    @Test("A screen kept by a table cell's action is found through the cell, past its content configuration")
    func throughContentConfiguration() throws {
        let alive = survivors {
            let screen = Screen()
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Ada"
            cell.contentConfiguration = content
            let button = UIButton(type: .system)
            button.addAction(UIAction { _ in screen.title = "tapped" }, for: .touchUpInside)
            cell.contentView.addSubview(button)
            screen.view.addSubview(cell)
            return [screen]
        }
        let holder = try #require(alive.first?.holders.first)
        #expect(holder.throughClosure)
        #expect(holder.path.hasPrefix("view.subviews[0]"), "\(holder.path)")
    }

    final class Owned {
        unowned let owner: Parent
        var onFinish: (() -> Void)?

        init(owner: Parent) {
            self.owner = owner
        }
    }

    @Test("An unowned property is never named as a holder, and never read: its object may be gone")
    func unownedIsNoHolderAndNotRead() {
        var parent: Parent? = Parent()
        let owned = Owned(owner: parent!)
        owned.onFinish = { _ = owned }
        let tracker = LifetimeTracker()
        tracker.track(owned)
        parent = nil
        #expect(tracker.survivors.first?.holders.map(\.description) == ["itself: the closure in its own onFinish captures it"], "reading the gone owner would stop the process")
        owned.onFinish = nil
    }

    @Test("An unowned reference to a live object is no holder either")
    func unownedToLiveObject() {
        let parent = Parent()
        let owned = Owned(owner: parent)
        let tracker = LifetimeTracker()
        tracker.track(parent)
        tracker.track(owned)
        let alive = tracker.survivors
        #expect(alive.count == 2, "both are kept by this test")
        #expect(alive.first { $0.name == "Parent" }?.holders.isEmpty == true, "Owned.owner is unowned")
        withExtendedLifetime((parent, owned)) {}
    }

    @Observable
    final class Flow {
        var onDone: (() -> Void)?
    }

    @Test("An @Observable class's property is named as written, not as the macro stores it")
    func observableNames() {
        let alive = survivors {
            let flow = Flow()
            flow.onDone = { _ = flow }
            return [flow]
        }
        #expect(alive.first?.holders.map(\.description) == ["itself: the closure in its own onDone captures it"])
    }

    @MainActor
    final class Ticking: Sendable {
        nonisolated(unsafe) var reminder: Timer?
    }

    @Test("An object a repeating Timer keeps, through a block that captures it: the timer it stores, still valid, is named, with invalidate()")
    func timerCycle() throws {
        var timer: Timer?
        let alive = survivors {
            let ticking = Ticking()
            ticking.reminder = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in _ = ticking }
            timer = ticking.reminder
            return [ticking]
        }
        defer { timer?.invalidate() }
        let message = try #require(LifetimeTracker.survivorsMessage(for: alive, after: "the flow ended"))
        #expect(message.contains("; kept by the run loop, most likely: its own reminder is a Timer still scheduled"), "\(message)")
        #expect(message.contains("call `invalidate()` when the flow ends"))
    }

    @Test("An object a Timer keeps, without storing it, is held from outside the flow: the message names the Timer first")
    func unstoredTimer() throws {
        var timer: Timer?
        let alive = survivors {
            let screen = Screen()
            timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in _ = screen }
            return [screen]
        }
        defer { timer?.invalidate() }
        let message = try #require(LifetimeTracker.survivorsMessage(for: alive, after: "the flow ended"))
        #expect(message.contains("No object the grader watches keeps Screen, so what does is outside them: a Timer, which the run loop keeps until it is invalidated"))
    }

    @Test("An object only considered as a holder is never a survivor, but is named as one, with what keeps it")
    func consideredHolder() {
        let tracker = LifetimeTracker()
        do {
            let parent = Parent()
            let child = Child()
            parent.children.append(child)
            child.onFinish = { parent.name = "done" }
            tracker.track(child)
            tracker.considerAsHolder(parent)
        }
        let alive = tracker.survivors
        #expect(alive.map(\.name) == ["Child"], "the parent is no survivor of its own")
        #expect(alive.first?.holders.map(\.description) == ["Parent.children[0], and Parent is kept by the closure in Child.onFinish, which captures it"])
    }

    final class SceneDelegateLike {
        var coordinator: Parent?
        weak var window: UIWindow?
        let name = "scene"
    }

    @Test("The objects another keeps strongly are considered as holders at once, windows and plain values aside")
    func holdersKeptByAnOwner() {
        let tracker = LifetimeTracker()
        let delegate = SceneDelegateLike()
        do {
            let parent = Parent()
            let child = Child()
            parent.children.append(child)
            delegate.coordinator = parent
            tracker.track(child)
            tracker.considerAsHolders(keptBy: delegate)
        }
        #expect(tracker.survivors.first?.holders.map(\.description) == ["Parent.children[0]"])
        #expect(tracker.trackedNames == ["Child"], "a holder is never a survivor")
    }

    @Test("A survivor nothing watched holds says so, naming the holders outside the flow to look for")
    func heldFromOutside() {
        let alive = survivors {
            let child = Child()
            Keeper.keep(child)
            return [child]
        }
        #expect(alive.first?.holders == [])
        #expect(LifetimeTracker.survivorsMessage(for: alive, after: "the flow ended")?.contains("a Timer, which the run loop keeps until it is invalidated") == true)
        Keeper.release()
    }

    /// Keeps one object from outside the watched ones, as a static would.
    final class Keeper {
        nonisolated(unsafe) static var shared: Keeper?
        let kept: AnyObject

        init(_ kept: AnyObject) {
            self.kept = kept
        }

        @discardableResult
        static func keep(_ object: AnyObject) -> Keeper {
            let keeper = Keeper(object)
            shared = keeper
            return keeper
        }

        static func release() {
            shared = nil
        }
    }
}
