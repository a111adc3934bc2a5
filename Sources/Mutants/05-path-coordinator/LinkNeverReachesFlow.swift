import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: the app coordinator parses a link but never hands its routes to the flow, so opening
/// a link changes nothing on screen; the flow's own `show(_:)` is right.
@MainActor
@Observable
final class LinkNeverReachesFlow: SignInApp {
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

    /// The app, as iOS launches it.
    struct LinkedApp: App {
        @State private var app = LinkNeverReachesFlow()

        var body: some Scene {
            WindowGroup {
                MutantAppView(app: app) { AuthFlowView(coordinator: $0) }
                    .onOpenURL { url in
                        app.open(url)
                    }
            }
        }
    }
}
