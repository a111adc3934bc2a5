/// Mutant: Welcome pushes account creation itself instead of telling the coordinator.
final class WelcomePushesItself: OnboardingMutant {
    override func makeWelcome() -> WelcomeViewController {
        let welcome = WelcomeViewController()
        welcome.pushesNextScreenItself = true
        return welcome
    }
}
