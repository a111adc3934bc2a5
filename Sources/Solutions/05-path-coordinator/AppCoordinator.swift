import Foundation
import Kata
import Observation

/// The root of the app: runs the sign-in flow as a child while the user is signed out, and lets
/// go of it once they have signed in, which swaps the app over to Home.
@MainActor
@Observable
final class AppCoordinator {
    /// The sign-in flow while it runs; `nil` once the user has signed in. The only strong
    /// reference to the flow's coordinator.
    private(set) var auth: AuthCoordinator?

    /// Starts signed out, in the sign-in flow.
    init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            self?.auth = nil
        }
        self.auth = auth
    }

    /// Opens a sign-in link: the flow shows the link's screen, however deep. Signed in, or for a
    /// link the flow does not know, nothing changes.
    func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url) else { return }
        auth?.show(routes)
    }
}
