import Foundation
import Kata
@testable import Onboarding
@testable import OnboardingMutants
import Testing

extension ClosureBaseline.OnboardingCoordinator: OnboardingFlow {}

extension WeakPropertyBaseline.OnboardingCoordinator: OnboardingFlow {}

extension DelegateBaseline.OnboardingCoordinator: OnboardingFlow {}

extension OnboardingChecks {
    /// Runs every check, for designs that must pass them all.
    func runAll() {
        startShowsWelcome()
        nextShowsAccountCreation()
        createAccountShowsDashboard()
        backAndForthShowsAccountCreationOnce()
        screensOnlyReport()
        flowIsReleased()
    }
}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 1 · Other correct designs pass every check")
struct OnboardingBaselineTests {
    @Test("A design with closures passes")
    func closureBaseline() {
        OnboardingChecks<ClosureBaseline.OnboardingCoordinator>().runAll()
    }

    @Test("A design with a weak coordinator property, `viewControllers =` and `show(_:sender:)` passes")
    func weakPropertyBaseline() {
        OnboardingChecks<WeakPropertyBaseline.OnboardingCoordinator>().runAll()
    }

    @Test("A design with delegate protocols and a step enum passes")
    func delegateBaseline() {
        OnboardingChecks<DelegateBaseline.OnboardingCoordinator>().runAll()
    }
}
