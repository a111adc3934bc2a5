import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: on completion the app coordinator sets a flag and shows Home, but keeps its sign-in
/// child: the flow and everything it holds stay alive for the app's whole life.
@MainActor
@Observable
final class ParentNeverLetsGo: SignInApp {
    private(set) var auth: AuthCoordinator?
    private(set) var isSignedIn = false

    init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            self?.isSignedIn = true
        }
        self.auth = auth
    }

    /// The root view: Home once signed in, whatever the child.
    struct RootView: View {
        let app: ParentNeverLetsGo

        var body: some View {
            if app.isSignedIn {
                HomeView()
            } else if let auth = app.auth {
                AuthFlowView(coordinator: auth)
            }
        }
    }
}
