import Foundation
import Kata
@testable import Onboarding

/// Mutant: the coordinator watches a notification with a block that captures it strongly and
/// never removes the observer, so the notification centre keeps it, and its screens, forever.
final class ObserverKeepsCoordinator: OnboardingMutant {
    private var observer: NSObjectProtocol?
    private var signedOut = false

    override func start() {
        super.start()
        observer = NotificationCenter.default.addObserver(forName: Notification.Name("SignedOut"), object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                self.signedOut = true
            }
        }
    }
}
