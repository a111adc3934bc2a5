import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import RoutingReference
#else
@testable import Routing
#endif

/// The lesson's own router, which the explorer runs beside the learner's: the reference
/// solution, built under a module of its own when the learner's exercise is graded, so its
/// types are its own and this file alone names them.
@MainActor
enum ReferenceRouter {
    /// The reference router made on a new stage, showing Login, as the checks launch the learner's.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = Stage(kata: "router")
        let router = AppRouter(navigationController: stage.navigationController)
        router.navigate(to: .login, animated: false)
        return (stage.user, [router])
    }
}
