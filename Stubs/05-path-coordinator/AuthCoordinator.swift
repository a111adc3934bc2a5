import Foundation
import Kata
import Observation

/// Runs the sign-in flow: owns its path of routes, and reports to its parent when the user has
/// signed in. Views ask it to navigate; only it (and the stack's Back) changes the path.
@MainActor
@Observable
final class AuthCoordinator {
    // TODO (task 1): the path: the routes of the screens above the phone screen, bottom first.
    // TODO (task 4): a way to tell the parent that the user has signed in.

    /// Shows `route` on top of the current screen.
    func navigate(to route: AuthRoute) {
        // TODO (task 1): add the route to the path.
    }

    /// Shows the last of `routes` with the others under it, in one step.
    func show(_ routes: [AuthRoute]) {
        // TODO (task 5): replace the path, in one assignment.
    }

    /// Reports that the user has signed in.
    func complete() {
        // TODO (task 4): tell the parent.
    }

    /// The path, encoded for state restoration.
    func encodedPath() -> Data? {
        // TODO (task 6): encode the path, routes and their data.
        nil
    }

    /// Puts back a path saved by ``encodedPath()``.
    func restorePath(from data: Data) {
        // TODO (task 6): decode the path and show it.
    }
}
