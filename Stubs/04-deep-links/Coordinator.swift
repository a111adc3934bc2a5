import Kata

/// An object that runs one flow of screens.
@MainActor
protocol Coordinator: AnyObject {
    /// The flows this coordinator started and keeps alive.
    var childCoordinators: [any Coordinator] { get }

    /// Shows the flow's first screen.
    func start()
}
