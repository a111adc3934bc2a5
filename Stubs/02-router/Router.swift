import Kata

/// What screens may ask of navigation. Screens depend on this protocol, never on a concrete
/// router, so a test can hand them a spy.
@MainActor
protocol Router: AnyObject {
    /// Pushes the route's screen.
    func navigate(to route: Route, animated: Bool)
    /// Presents the route's screen modally, in a navigation controller of its own.
    func present(_ route: Route, animated: Bool)
    /// Goes back one screen in the stack.
    func pop(animated: Bool)
    /// Closes the modal that is presented.
    func dismiss(animated: Bool)
    /// Builds the route's screen, with its data and this router: the one place screens are made.
    func makeViewController(for route: Route) -> UIViewController
}
