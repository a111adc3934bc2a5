/// Mutant: the screens' closures capture the coordinator strongly, closing a retain cycle
/// (coordinator -> navigation controller -> screen -> closure -> coordinator).
final class StrongBackReference: OnboardingMutant {
    override func makeWelcome() -> WelcomeViewController {
        let welcome = WelcomeViewController()
        welcome.onNext = { self.showAccountCreation() }
        return welcome
    }
}
