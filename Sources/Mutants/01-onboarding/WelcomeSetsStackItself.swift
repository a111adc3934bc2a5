import Kata

/// Mutant: Welcome replaces the stack itself through the `viewControllers` property, whose
/// setter cannot name the line it was called from.
final class WelcomeSetsStackItself: OnboardingMutant {
    override func makeWelcome() -> WelcomeViewController {
        let welcome = WelcomeViewController()
        welcome.setsStackItself = true
        welcome.onNext = { [weak self] in self?.showAccountCreation() }
        return welcome
    }
}
