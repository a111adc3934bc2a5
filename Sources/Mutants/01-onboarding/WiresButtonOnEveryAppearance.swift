/// Mutant: Welcome adds its button's action in viewWillAppear, so after going back the button
/// has two actions and Next pushes account creation twice.
final class WiresButtonOnEveryAppearance: OnboardingMutant {
    override func makeWelcome() -> WelcomeViewController {
        let welcome = super.makeWelcome()
        welcome.wiresButtonOnEveryAppearance = true
        return welcome
    }
}
