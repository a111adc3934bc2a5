import Kata

/// An object that runs one flow, and keeps the flows it started alive until they end.
@MainActor
protocol Coordinator: AnyObject {
    /// Shows the flow's first screen.
    func start()
}
