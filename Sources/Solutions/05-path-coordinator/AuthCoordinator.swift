import Foundation
import Kata
import Observation

/// Runs the sign-in flow: owns its path of routes, and reports to its parent when the user has
/// signed in. Views ask it to navigate; only it (and the stack's Back) changes the path.
@MainActor
@Observable
final class AuthCoordinator {
    /// The screens above the phone screen, bottom first. The flow view binds a
    /// `NavigationStack` to it, so Back and the back swipe shrink it.
    var path: [AuthRoute] = []

    /// Called once the user has accepted the terms; the parent lets go of this coordinator there.
    var onComplete: (() -> Void)?

    /// Shows `route` on top of the current screen.
    func navigate(to route: AuthRoute) {
        path.append(route)
    }

    /// Shows the last of `routes` with the others under it, in one step: one transition, and
    /// Back goes through each of them.
    func show(_ routes: [AuthRoute]) {
        path = routes
    }

    /// Reports that the user has signed in.
    func complete() {
        onComplete?()
    }

    /// The path, encoded for state restoration; `nil` if it cannot be encoded.
    func encodedPath() -> Data? {
        try? JSONEncoder().encode(path)
    }

    /// Puts back a path saved by ``encodedPath()``; data that does not decode changes nothing.
    func restorePath(from data: Data) {
        guard let saved = try? JSONDecoder().decode([AuthRoute].self, from: data) else { return }
        path = saved
    }
}
