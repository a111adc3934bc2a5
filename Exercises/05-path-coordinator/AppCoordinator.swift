import Foundation
import Kata
import Observation

/// The root of the app: runs the sign-in flow as a child while the user is signed out, and lets
/// go of it once they have signed in, which swaps the app over to Home.
@MainActor
@Observable
final class AppCoordinator {
    /// The sign-in flow while it runs; `nil` once the user has signed in.
    private(set) var auth: AuthCoordinator?

    /// Starts signed out, in the sign-in flow.
    init() {
        let auth = AuthCoordinator()
        // TODO (task 4): when the flow completes, let go of it (AppView then shows Home).
        self.auth = auth
    }

    /// Opens a sign-in link: the flow shows the link's screen, however deep. Signed in, or for a
    /// link the flow does not know, nothing changes.
    func open(_ url: URL) {
        // TODO (task 5): show the link's routes (`AuthRoute.path(for:)`) in the flow.
    }
}
