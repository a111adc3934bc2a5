import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: a link starts the flow afresh at its screens, in a new coordinator whose completion
/// nobody connects, so Accept on terms a link brought up does nothing. Accept works on terms
/// reached by taps, and a link shows the right screens: only Accept after a link shows it.
@MainActor
@Observable
final class LinkRestartsFlowUnwired: LinkOpeningApp {
    private(set) var auth: AuthCoordinator?

    init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            self?.auth = nil
        }
        self.auth = auth
    }

    /// Opens a link in a new flow, never connected to the app.
    func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url) else { return }
        let restarted = AuthCoordinator()
        restarted.show(routes)
        auth = restarted
    }
}
