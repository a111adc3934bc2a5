import Foundation

extension DispatchQueue {
    /// Runs a block later, on this queue; on the main queue, before the user's next touch.
    ///
    /// As on iOS, a block given to the main queue runs after the code that queued it returns and
    /// before the run loop goes around again: before the next gesture of the model's `User`, and
    /// when ``MainTurn/end()`` ends the turn. It runs before the turn's transitions commit, so a
    /// block that presents right after an animated dismissal is refused as UIKit refuses it.
    ///
    /// ```swift
    /// DispatchQueue.main.async { [weak self] in
    ///     self?.showWelcome()
    /// }
    /// ```
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if label == DispatchQueue.main.label {
            MainQueue.shared.enqueue(work)
        } else {
            async(execute: DispatchWorkItem(block: work))
        }
    }
}
