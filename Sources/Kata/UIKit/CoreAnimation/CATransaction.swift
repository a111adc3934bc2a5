import Foundation

/// A group of animated changes, with a block to run when they end. Coordinators use it to learn
/// when a push is over:
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { [weak self] in self?.pushDidEnd() }
/// navigationController.pushViewController(detail, animated: true)
/// CATransaction.commit()
/// ```
///
/// The model's animations take no time, so the completion block runs when the turn's
/// transitions have committed: after the pushed screen's `viewDidAppear` and the navigation
/// delegate's `didShow`, as a device runs it once the animation is over.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// The transactions begun and not yet committed, outermost first, each with its completion.
    private static var open: [(@MainActor () -> Void)?] = []

    /// Begins a transaction.
    public class func begin() {
        open.append(nil)
    }

    /// Commits the innermost transaction; its completion runs when the turn's transitions end.
    public class func commit() {
        guard let completion = open.popLast() else { return }
        if let completion {
            MainTurn.afterTransitions(completion)
        }
    }

    /// Sets the block run when the current transaction's animations end.
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if open.isEmpty {
            if let block {
                MainTurn.afterTransitions(block)
            }
        } else {
            open[open.count - 1] = block
        }
    }

    /// The block run when the current transaction's animations end.
    public class func completionBlock() -> (@MainActor () -> Void)? {
        open.last ?? nil
    }

    /// Sets the current transaction's animation duration; kept, as the model's take no time.
    public class func setAnimationDuration(_ duration: CFTimeInterval) {}

    /// The current transaction's animation duration.
    public class func animationDuration() -> CFTimeInterval {
        0.25
    }

    /// Turns the current transaction's implicit animations off; kept.
    public class func setDisableActions(_ flag: Bool) {}

    /// Commits every pending change now; the model's changes are never pending.
    public class func flush() {}
}
