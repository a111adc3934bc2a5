import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import DeepLinksReference
#else
@testable import DeepLinks
#endif

/// The lesson's own app, which the explorer runs beside the learner's: the reference solution,
/// built under a module of its own when the learner's exercise is graded, so its types are its
/// own and this file alone names them.
@MainActor
enum ReferenceDeepLinks {
    /// A scene of the reference app, launched as the checks launch the learner's.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        User.launch(sceneDelegate: SceneDelegate()).map { ($0, []) }
    }
}
