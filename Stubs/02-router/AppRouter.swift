import Kata

// Kata 2 · The router and its screen factory. Read Lessons/02-router-factory.md first.
//
// Route and Router are given: they are the contract the grader uses. AppRouter is yours: it
// owns the navigation controller and is the only place where screens are created. Keep the
// names of the class and its initializer.

/// The app's router: it owns the navigation controller and is the only place screens are created.
final class AppRouter: Router {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func navigate(to route: Route, animated: Bool) {
        // Task 2: push the screen the factory builds for `route`.
    }

    func present(_ route: Route, animated: Bool) {
        // Task 4: present the route's screen inside a navigation controller of its own.
    }

    func pop(animated: Bool) {
        // Task 5: go back one screen.
    }

    func dismiss(animated: Bool) {
        // Task 5: close the presented modal.
    }

    func makeViewController(for route: Route) -> UIViewController {
        // Task 1: one case per route, each screen made with its data and this router.
        // TermsViewController(router: self) shows how a screen takes its router.
        UIViewController()
    }
}
