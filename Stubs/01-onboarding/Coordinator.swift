import Kata

/// An object that runs one flow of screens: it creates them, shows them, and decides what comes next.
@MainActor
protocol Coordinator: AnyObject {
    /// The navigation controller the flow shows its screens in.
    var navigationController: UINavigationController { get }

    /// Shows the flow's first screen.
    func start()
}
