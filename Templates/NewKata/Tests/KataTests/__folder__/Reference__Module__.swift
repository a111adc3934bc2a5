import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import __Module__Reference
#else
@testable import __Module__
#endif

/// The lesson's own app, which the explorer runs beside the learner's: the reference solution,
/// built under a module of its own when the learner's exercise is graded, so its types are its
/// own and this file alone names them.
@MainActor
enum Reference__Module__ {
    /// The reference coordinator started on a new stage, as the checks launch the learner's.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = Stage(kata: "__slug__")
        let coordinator = __Module__Coordinator(navigationController: stage.navigationController)
        coordinator.start()
        return (stage.user, [coordinator])
    }
}
