import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: the completion closure captures the app coordinator strongly: app and flow keep each
/// other alive, so letting go of the app in the middle of sign-in leaks both.
@MainActor
@Observable
final class CapturesAppStrongly: SignInApp {
    private(set) var auth: AuthCoordinator?

    init() {
        let auth = AuthCoordinator()
        auth.onComplete = {
            self.auth = nil
        }
        self.auth = auth
    }
}
