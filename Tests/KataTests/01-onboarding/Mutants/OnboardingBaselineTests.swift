import Kata
import KataGrading
@testable import Onboarding
@testable import OnboardingMutants
import Testing

extension ClosureBaseline.OnboardingCoordinator: OnboardingFlow {}

extension WeakPropertyBaseline.OnboardingCoordinator: OnboardingFlow {}

extension DelegateBaseline.OnboardingCoordinator: OnboardingFlow {}

extension KeptScreenBaseline.OnboardingCoordinator: OnboardingFlow {}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 1 · Other correct designs pass every check", KataGraders.onlyWhenRequested)
struct OnboardingBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        OnboardingChecks<ClosureBaseline.OnboardingCoordinator>.design("A design with closures"),
        OnboardingChecks<WeakPropertyBaseline.OnboardingCoordinator>.design("A design with a weak coordinator property, `viewControllers =` and `show(_:sender:)`"),
        OnboardingChecks<DelegateBaseline.OnboardingCoordinator>.design("A design with delegate protocols and a step enum"),
        OnboardingChecks<KeptScreenBaseline.OnboardingCoordinator>.design("A design that keeps one account creation screen, with the name typed, and pushes it again"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
