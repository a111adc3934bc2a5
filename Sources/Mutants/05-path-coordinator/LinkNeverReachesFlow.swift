import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: the app coordinator parses a link but never hands its routes to the flow, so opening
/// a link changes nothing on screen; the flow's own `show(_:)` is right.
@MainActor
@Observable
final class LinkNeverReachesFlow: LinkOpeningApp {
    private(set) var auth: AuthCoordinator?

    init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            self?.auth = nil
        }
        self.auth = auth
    }

    /// Reads the link, and stops there.
    func open(_ url: URL) {
        _ = AuthRoute.path(for: url)
    }
}
