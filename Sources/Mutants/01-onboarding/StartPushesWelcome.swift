/// Mutant: start() pushes Welcome, which looks right on an empty navigation controller and leaves
/// whatever was there before beneath it.
final class StartPushesWelcome: OnboardingMutant {
    override func start() {
        navigationController.pushViewController(makeWelcome(), animated: false)
    }
}
