import Foundation

/// Completions that UIKit calls on the main queue once the work is done.
extension MainQueue {
    /// Runs `completion` on the main queue, when the turn ends, on the main actor where it was
    /// given: unchecked, as the closure is not Sendable.
    @MainActor
    static func complete(_ completion: (() -> Void)?) {
        guard let completion else { return }
        nonisolated(unsafe) let finish = completion
        DispatchQueue.main.async {
            MainActor.assumeIsolated(finish)
        }
    }

    /// Runs a completion that is told whether the work finished, as ``complete(_:)`` does.
    @MainActor
    static func complete(_ completion: ((Bool) -> Void)?, finished: Bool) {
        guard let completion else { return }
        complete { completion(finished) }
    }
}
