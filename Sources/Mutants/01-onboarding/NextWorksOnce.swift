/// Mutant: a guard against a double tap on Next that is set on the first tap and never reset,
/// so after the user comes back to Welcome, Next does nothing. It shows only on a second Next,
/// after a way back.
final class NextWorksOnce: OnboardingMutant {
    private var isShowingAccountCreation = false

    override func showAccountCreation() {
        guard !isShowingAccountCreation else { return }
        isShowingAccountCreation = true
        super.showAccountCreation()
    }
}
