/// Mutant: only account creation's closure captures the coordinator strongly, so the flow leaks
/// when the app lets go while account creation is on the stack, and in no other state.
final class AccountCreationKeepsCoordinator: OnboardingMutant {
    override func showAccountCreation() {
        let accountCreation = AccountCreationViewController()
        accountCreation.onCreate = { name in self.showDashboard(name: name) }
        navigationController.pushViewController(accountCreation, animated: true)
    }
}
