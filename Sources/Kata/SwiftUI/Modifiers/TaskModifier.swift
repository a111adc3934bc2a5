/// `task`: starts an action when the view appears and cancels it when the view disappears; with
/// an `id`, starts it again, cancelling the last one, when the value changes.
struct TaskModifier<ID: Equatable>: BuiltInModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    func render<Content: View>(_ content: Content, in node: ViewNode) {
        node.child("content", content)
        let running = node.persistent("task") { RunningTask<ID>() }
        let (id, priority, action) = (self.id, self.priority, self.action)
        if let seen = running.id, seen != id, running.task != nil {
            running.start(id: id, priority: priority, action)
        }
        running.id = id
        node.traits.appearActions.append { running.start(id: id, priority: priority, action) }
        node.traits.disappearActions.append { running.cancel() }
    }
}

extension View {
    /// Runs an asynchronous action when the view appears; SwiftUI cancels it when the view
    /// disappears before it ends. Written in a view, the action runs on the main actor, as the
    /// view's body does.
    ///
    /// ```swift
    /// OrdersList(orders: orders)
    ///     .task { await coordinator.loadOrders() }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: true, priority: priority, action: action))
    }

    /// Runs an asynchronous action when the view appears, and again, cancelling the last run,
    /// each time `id` changes; it is cancelled when the view disappears.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
