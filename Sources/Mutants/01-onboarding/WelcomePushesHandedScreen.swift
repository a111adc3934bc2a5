import Kata

/// Mutant: the coordinator hands Welcome a factory closure, and Welcome pushes what it makes.
///
/// The coordinator still builds the screen, but the screen decides to show it and how: the
/// push's call site is in `WelcomeViewController`.
final class WelcomePushesHandedScreen: OnboardingMutant {
    override func makeWelcome() -> WelcomeViewController {
        let welcome = WelcomeViewController()
        welcome.makeNextScreen = { [weak self] in
            let accountCreation = AccountCreationViewController()
            accountCreation.onCreate = { [weak self] name in self?.showDashboard(name: name) }
            return accountCreation
        }
        return welcome
    }
}
