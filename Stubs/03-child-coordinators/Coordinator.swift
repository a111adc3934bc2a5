import Kata

/// An object that runs one flow, and keeps the flows it started alive until they end.
@MainActor
protocol Coordinator: AnyObject {
    /// The flows this coordinator started and that have not ended yet.
    var childCoordinators: [any Coordinator] { get set }

    /// Shows the flow's first screen.
    func start()
}

extension Coordinator {
    /// Forgets a child that ended; nothing else keeps it alive, so it is released.
    func removeChild(_ child: any Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}
