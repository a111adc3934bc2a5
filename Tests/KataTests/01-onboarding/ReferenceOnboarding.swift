import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import OnboardingReference
#else
@testable import Onboarding
#endif

/// The lesson's own onboarding, which the explorer runs beside the learner's: the reference
/// solution, built under a module of its own when the learner's exercise is graded, so its
/// types are its own and this file alone names them.
@MainActor
enum ReferenceOnboarding {
    /// The reference coordinator started on a new stage, as the checks launch the learner's.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = Stage(kata: "onboarding")
        let coordinator = OnboardingCoordinator(navigationController: stage.navigationController)
        coordinator.start()
        return (stage.user, [coordinator])
    }
}
