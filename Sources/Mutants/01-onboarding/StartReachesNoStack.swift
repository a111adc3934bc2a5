import Kata
@testable import Onboarding

/// Mutant: start() pushes Welcome through the top screen's navigation controller, which an empty
/// stack does not have, so nothing is shown.
final class StartReachesNoStack: OnboardingMutant {
    override func start() {
        navigationController.topViewController?.navigationController?.pushViewController(makeWelcome(), animated: false)
    }
}
