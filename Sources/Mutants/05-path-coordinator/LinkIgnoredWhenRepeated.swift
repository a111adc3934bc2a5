import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: a link whose routes equal the last link's is ignored, against a link delivered twice;
/// after the user goes back, opening the same link again does nothing. It shows only on the
/// second opening of one link.
@MainActor
@Observable
final class LinkIgnoredWhenRepeated: LinkOpeningApp {
    private(set) var auth: AuthCoordinator?
    @ObservationIgnored private var lastLink: [AuthRoute] = []

    init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            self?.auth = nil
        }
        self.auth = auth
    }

    /// Opens a link, unless it is the last one again.
    func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url), routes != lastLink, let auth else { return }
        lastLink = routes
        auth.show(routes)
    }
}
