import Foundation
@testable import PathCoordinator

/// Mutant: restoring starts the flow over before it puts the path back, clearing what the flow
/// holds, its completion with it: the screens come back with their data, but Accept on terms a
/// restore brought up does nothing. It shows only in a step after the restore.
extension AuthCoordinator {
    /// Puts back a saved path into a flow reset first.
    func restorePathAfterReset(from data: Data) {
        onComplete = nil
        restorePath(from: data)
    }
}
