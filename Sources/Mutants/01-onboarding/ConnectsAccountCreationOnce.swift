/// Mutant: "wire each button once" misread as "connect the coordinator once": only the first
/// account creation screen reports Create Account, so after Back and Next, Create Account does
/// nothing.
final class ConnectsAccountCreationOnce: OnboardingMutant {
    private var hasConnected = false

    override func showAccountCreation() {
        let accountCreation = AccountCreationViewController()
        if !hasConnected {
            accountCreation.onCreate = { [weak self] name in self?.showDashboard(name: name) }
            hasConnected = true
        }
        navigationController.pushViewController(accountCreation, animated: true)
    }
}
