/// The main actor's turn of the run loop, which the model ends where a device would.
///
/// On a device, `pushViewController(_:animated:)`, `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)` change the stack and the presentation links at once, but the
/// transition itself starts when the app's code returns to the run loop: only then do views load,
/// appearance callbacks run, the navigation delegate hears `willShow`/`didShow`, and completions
/// run. Several changes in one turn make one transition, so a screen pushed and covered in the
/// same turn never loads. `User` ends the turn before and after each gesture and before it looks;
/// tests that drive the app directly call ``end()`` where a device's run loop would go around.
///
/// ```swift
/// navigationController.pushViewController(screen, animated: true)
/// #expect(!screen.isViewLoaded)
/// MainTurn.end()
/// #expect(screen.isViewLoaded)
/// ```
@MainActor
public enum MainTurn {
    /// Ends the current turn: SwiftUI views whose state changed are evaluated again, then every
    /// transition started in the turn commits, in the order it started; and so on, until what
    /// they start has settled too.
    public static func end() {
        var graphUpdates = 0
        while true {
            if let graph = graphs.lazy.compactMap(\.graph).first {
                graphs.removeAll { $0.graph === graph || $0.graph == nil }
                graphUpdates += 1
                if graphUpdates > 100 {
                    graph.stopUpdateLoop()
                    continue
                }
                graph.update()
            } else if let window = windows.lazy.compactMap(\.window).first(where: { !$0.pendingCommits.isEmpty }) {
                let work = window.pendingCommits.removeFirst()
                work()
            } else {
                break
            }
        }
        windows.removeAll { $0.window?.pendingCommits.isEmpty ?? true }
        graphs.removeAll()
        ViewAction.endTurn()
    }

    /// Evaluates `graph`'s invalidated views when the turn ends; a graph let go first is skipped.
    static func scheduleUpdate(of graph: ViewGraph) {
        if !graphs.contains(where: { $0.graph === graph }) {
            graphs.append(WeakGraph(graph: graph))
        }
    }

    /// Runs `work` when the turn ends, with `window`'s other transitions; a window that is let
    /// go first takes its pending work with it.
    static func schedule(in window: UIWindow, _ work: @escaping @MainActor () -> Void) {
        window.pendingCommits.append(work)
        if !windows.contains(where: { $0.window === window }) {
            windows.append(WeakWindow(window: window))
        }
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
