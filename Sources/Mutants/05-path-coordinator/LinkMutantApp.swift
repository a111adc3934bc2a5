import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// The reference app coordinator, which the link mutants subclass to open links their own way.
@MainActor
@Observable
class LinkMutantApp: LinkOpeningApp {
    private(set) var auth: AuthCoordinator?

    required init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            self?.auth = nil
        }
        self.auth = auth
    }

    /// Opens a sign-in link as the reference does.
    func open(_ url: URL) {
        guard let routes = AuthRoute.path(for: url) else { return }
        auth?.show(routes)
    }
}
