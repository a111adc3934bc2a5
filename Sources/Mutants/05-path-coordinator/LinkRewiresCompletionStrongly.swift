import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: a link hands its routes to the flow and wires the flow's completion again, this
/// time capturing the app coordinator strongly: the app, its flow and that closure keep one
/// another alive. Every screen is right; only letting go of the app after a link shows it.
@MainActor
@Observable
final class LinkRewiresCompletionStrongly: LinkOpeningApp {
    private(set) var auth: AuthCoordinator?

    init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            self?.auth = nil
        }
        self.auth = auth
    }

    /// Shows the link's routes, and wires the completion again without `[weak self]`.
    func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url), let auth else { return }
        auth.onComplete = {
            self.auth = nil
        }
        auth.show(routes)
    }
}
