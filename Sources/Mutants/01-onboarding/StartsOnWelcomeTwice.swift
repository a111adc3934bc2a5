import Kata
@testable import Onboarding

/// Mutant: start() shows Welcome and then pushes another Welcome, as code that starts the flow
/// both in its initializer's caller and in `start()` would.
final class StartsOnWelcomeTwice: OnboardingMutant {
    override func start() {
        super.start()
        navigationController.pushViewController(makeWelcome(), animated: false)
    }
}
