import Kata
@testable import Onboarding

/// What the onboarding grader needs from an implementation: a coordinator it can create on a
/// navigation controller and start. Everything else it learns by using the app.
@MainActor
protocol OnboardingFlow: AnyObject {
    init(navigationController: UINavigationController)
    func start()
}

extension OnboardingCoordinator: OnboardingFlow {}
