/// The task a view's `task` modifier is running, and the value it was started for.
@MainActor
final class RunningTask<ID> {
    var id: ID?
    private(set) var task: Task<Void, Never>?

    /// Cancels the running task, if any, and starts the action again.
    func start(id: ID, priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
        task?.cancel()
        self.id = id
        task = Task(priority: priority) {
            await action()
        }
    }

    /// Cancels the running task, as SwiftUI does when the view disappears.
    func cancel() {
        task?.cancel()
        task = nil
    }
}
