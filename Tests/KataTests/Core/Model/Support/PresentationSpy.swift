import Foundation
import Kata

/// A presentation delegate that logs what it is told and can refuse dismissals.
@MainActor
final class PresentationSpy: NSObject, UIAdaptivePresentationControllerDelegate {
    let log: EventLog
    var allowsDismissal = true

    init(log: EventLog) {
        self.log = log
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }
}
