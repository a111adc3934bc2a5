import Foundation
import Kata
@testable import Onboarding

/// Mutant: the coordinator starts a repeating reminder whose block captures it strongly and
/// never invalidates it, so the run loop keeps the timer, the timer the coordinator, and the
/// coordinator its screens.
final class TimerKeepsCoordinator: OnboardingMutant {
    private var reminder: Timer?

    override func start() {
        super.start()
        reminder = Timer.scheduledTimer(withTimeInterval: 600, repeats: true) { _ in
            MainActor.assumeIsolated {
                self.navigationController.topViewController?.title = "Still there?"
            }
        }
    }
}
