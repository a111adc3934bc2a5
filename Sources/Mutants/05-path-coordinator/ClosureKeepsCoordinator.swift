import Foundation
import Kata
import Observation
@testable import PathCoordinator

/// Mutant: the completion closure uses the child it is stored in, captured strongly, so the
/// child keeps itself alive after the app sets it to nil.
@MainActor
@Observable
final class ClosureKeepsCoordinator: SignInApp {
    private(set) var auth: AuthCoordinator?

    init() {
        let auth = AuthCoordinator()
        auth.onComplete = { [weak self] in
            if self?.auth === auth {
                self?.auth = nil
            }
        }
        self.auth = auth
    }
}
