/// The main actor's turn of the run loop, which the model ends where a device would.
///
/// On a device, `pushViewController(_:animated:)`, `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)` change the stack and the presentation links at once, but the
/// transition itself starts when the app's code returns to the run loop: only then do views load,
/// appearance callbacks run, the navigation delegate hears `willShow`/`didShow`, and completions
/// run. Several changes in one turn make one transition, so a screen pushed and covered in the
/// same turn never loads. Work the app queued on the main queue (`DispatchQueue.main.async`, a
/// main-actor `Task`) runs first, as the run loop runs it before it commits the transitions.
///
/// `User` ends the turn before and after each gesture and before it looks. Tests that drive the
/// app directly end it as iOS tests do, by letting the run loop go around
/// (`RunLoop.current.run(until: Date())`), or by calling ``end()``.
///
/// ```swift
/// navigationController.pushViewController(screen, animated: true)
/// #expect(!screen.isViewLoaded)
/// RunLoop.current.run(until: Date())
/// #expect(screen.isViewLoaded)
/// ```
@MainActor
public enum MainTurn {
    /// Ends the current turn: the work the app queued on the main queue runs, SwiftUI views whose
    /// state changed are evaluated again, then every transition started in the turn commits, in
    /// the order it started; and so on, until what they start has settled too.
    public static func end() {
        runLoopTimer?.invalidate()
        runLoopTimer = nil
        let wasEnding = isEnding
        isEnding = true
        defer { isEnding = wasEnding }
        var graphUpdates = 0
        var queuedWork = 0
        while true {
            if queuedWork <= maximumQueuedWork, MainQueue.shared.runNext() {
                queuedWork += 1
                if queuedWork > maximumQueuedWork {
                    MainQueue.shared.discardWaiting()
                    ModelReporting.report(ModelReport(kind: .misuse, message: "Work queued on the main queue kept queueing more (\(maximumQueuedWork) blocks or main-actor tasks in one turn), so the model stopped running it. On iOS the app would never be idle again. Look for a DispatchQueue.main.async or a Task that starts itself again.", callSite: nil))
                }
            } else if let graph = graphs.lazy.compactMap(\.graph).first {
                graphs.removeAll { $0.graph === graph || $0.graph == nil }
                graphUpdates += 1
                if graphUpdates > 100 {
                    graph.stopUpdateLoop()
                    continue
                }
                graph.update()
            } else if heldTransitions == 0, let window = windows.lazy.compactMap(\.window).first(where: { !$0.pendingCommits.isEmpty }) {
                let work = window.pendingCommits.removeFirst()
                work()
            } else if heldTransitions == 0, !afterTransitionsWork.isEmpty {
                let work = afterTransitionsWork.removeFirst()
                work()
            } else {
                break
            }
        }
        windows.removeAll { $0.window?.pendingCommits.isEmpty ?? true }
        graphs.removeAll()
        ViewAction.endTurn()
    }

    /// Runs `work` with the turn's transitions held: the turns that end meanwhile run the app's
    /// queued work and evaluate SwiftUI views, but the pushes, presentations and dismissals they
    /// start stay under way (an animated dismissal is still being dismissed, its transition
    /// coordinator still running) until `work` returns, as on a device while an animation plays.
    static func holdingTransitions(_ work: () -> Void) {
        end()
        heldTransitions += 1
        defer {
            heldTransitions -= 1
            end()
        }
        work()
    }

    /// How many ``holdingTransitions(_:)`` calls are running; while any is, transitions wait.
    private static var heldTransitions = 0

    /// Evaluates `graph`'s invalidated views when the turn ends; a graph let go first is skipped.
    static func scheduleUpdate(of graph: ViewGraph) {
        if !graphs.contains(where: { $0.graph === graph }) {
            graphs.append(WeakGraph(graph: graph))
        }
        endWhenTheRunLoopTurns()
    }

    /// Ends the turn before one of the user's gestures; the gesture ends it again when it returns
    /// (``endGesture()``), so meanwhile the run loop need not.
    static func beginGesture() {
        end()
        gesturesUnderway += 1
        MainQueue.shared.beginAppWork()
    }

    /// Ends the turn after one of the user's gestures.
    static func endGesture() {
        MainQueue.shared.endAppWork()
        gesturesUnderway -= 1
        end()
    }

    /// Has the turn end when code lets the run loop go around, as iOS tests of view controllers do
    /// with `RunLoop.current.run(until:)`; a gesture ends it itself.
    static func endWhenTheRunLoopTurns() {
        guard runLoopTimer == nil, gesturesUnderway == 0, !isEnding else { return }
        let timer = Timer(timeInterval: 0, repeats: false) { _ in
            // Only the main queue's code ends the model's turn: a run loop spun elsewhere on
            // this thread later (by code that is not the app's) leaves it alone.
            guard MainQueue.shared.isOnMainQueue else { return }
            MainActor.assumeIsolated {
                MainTurn.end()
            }
        }
        RunLoop.current.add(timer, forMode: .common)
        runLoopTimer = timer
    }

    /// Runs `work` once the turn's transitions have committed and what they started has settled,
    /// as a Core Animation transaction's completion block runs once its animations end.
    static func afterTransitions(_ work: @escaping @MainActor () -> Void) {
        afterTransitionsWork.append(work)
        endWhenTheRunLoopTurns()
    }

    /// Work waiting for the turn's transitions to end.
    private static var afterTransitionsWork: [@MainActor () -> Void] = []

    /// The most work queued on the main queue that one turn runs before it reports a loop.
    private static let maximumQueuedWork = 1_000

    /// The timer that ends the turn when the run loop goes around, while there is work waiting.
    private static var runLoopTimer: Timer?

    /// Whether ``end()`` is running: what is scheduled meanwhile runs before it returns, so the
    /// run loop need not end the turn again.
    private static var isEnding = false

    /// How many of the user's gestures are running, each of which ends the turn when it returns.
    private static var gesturesUnderway = 0

    /// Runs `work` when the turn ends, with `window`'s other transitions; a window that is let
    /// go first takes its pending work with it.
    static func schedule(in window: UIWindow, _ work: @escaping @MainActor () -> Void) {
        window.pendingCommits.append(work)
        if !windows.contains(where: { $0.window === window }) {
            windows.append(WeakWindow(window: window))
        }
        endWhenTheRunLoopTurns()
    }

    /// Windows with work waiting for the end of the turn.
    private static var windows: [WeakWindow] = []

    /// SwiftUI graphs with views to evaluate again.
    private static var graphs: [WeakGraph] = []

    /// A graph held weakly.
    private struct WeakGraph {
        weak var graph: ViewGraph?
    }

    /// A window held weakly.
    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
