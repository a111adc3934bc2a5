import Observation

/// The tree of one hosting controller's views: it evaluates bodies, keeps state by identity,
/// and evaluates again, at the end of the main actor's turn, the views whose state changed.
@MainActor
final class ViewGraph {
    /// The root of the tree.
    private(set) var root: ViewNode!
    /// Called after each update, so the host shows the new tree.
    private let didUpdate: () -> Void
    /// Nodes whose body must be evaluated again.
    private var invalidated: [ViewNode] = []
    /// Nodes that joined the tree since the last update, for `onAppear`.
    private var inserted: [ViewNode] = []
    /// Actions that run once the current update is over, such as `onChange`'s.
    private var pendingActions: [() -> Void] = []

    /// Creates a graph for a root view.
    init<Content: View>(rootView: Content, environment: EnvironmentValues, didUpdate: @escaping () -> Void) {
        MainQueue.start()
        self.didUpdate = didUpdate
        root = ViewNode(graph: self, parent: nil, environment: environment)
        root.makeScreenRoot()
        root.show(rootView)
        inserted.removeAll()
    }

    /// Shows a new root view, keeping the state of views that keep their place.
    func replaceRootView<Content: View>(_ rootView: Content) {
        root.show(rootView)
        finishUpdate()
    }

    /// Marks a node to be evaluated again when the turn ends.
    func invalidate(_ node: ViewNode) {
        guard !node.needsEvaluation else { return }
        node.needsEvaluation = true
        invalidated.append(node)
        MainTurn.scheduleUpdate(of: self)
    }

    /// Evaluates the invalidated nodes again, parents first: a node its parent's evaluation
    /// showed again already is not evaluated a second time.
    func update() {
        while !invalidated.isEmpty {
            let next = invalidated.sorted { $0.depth < $1.depth }
            invalidated.removeAll()
            for node in next where node.isAttached && node.needsEvaluation {
                node.showAgain()
            }
        }
        finishUpdate()
    }

    /// Drops the pending updates of views that keep changing state in response to their own
    /// updates, with a report, rather than looping.
    func stopUpdateLoop() {
        ModelReporting.report(ModelReport(kind: .misuse, message: "The views kept changing state in response to their own updates (\(invalidated.map(\.typeName).joined(separator: ", ")) after a hundred updates in one turn), so the model stopped updating them. SwiftUI warns about an update loop here. Look for an onChange or onAppear that changes the value it watches.", callSite: nil))
        invalidated.forEach { $0.needsEvaluation = false }
        invalidated.removeAll()
        pendingActions.removeAll()
    }

    /// Runs an action once the current update is over.
    func afterUpdate(_ action: @escaping () -> Void) {
        pendingActions.append(action)
        MainTurn.scheduleUpdate(of: self)
    }

    /// Records a node that joined the tree.
    func didInsert(_ node: ViewNode) {
        inserted.append(node)
    }

    /// Runs the `onDisappear` actions of a node that left the tree.
    func didRemove(_ node: ViewNode) {
        inserted.removeAll { $0 === node }
        node.runDisappearActions()
    }

    private func finishUpdate() {
        let appearing = inserted
        inserted.removeAll()
        appearing.filter { $0.isAttached && $0.isOnVisibleScreen }.forEach { $0.runAppearActions() }
        didUpdate()
        let actions = pendingActions
        pendingActions.removeAll()
        actions.forEach { $0() }
    }
}
