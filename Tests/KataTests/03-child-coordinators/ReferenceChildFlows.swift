import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import ChildCoordinatorsReference
#else
@testable import ChildCoordinators
#endif

/// The lesson's own app, which the explorer runs beside the learner's: the reference solution,
/// built under a module of its own when the learner's exercise is graded, so its types are its
/// own and this file alone names them.
@MainActor
enum ReferenceChildFlows {
    /// The reference app coordinator started on a new stage, as the checks launch the learner's.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        let stage = Stage(kata: "child-coordinators")
        let app = AppCoordinator(navigationController: stage.navigationController)
        app.start()
        return (stage.user, [app, ListedFlows(app, listed: listed(below:))])
    }

    /// Every coordinator below `coordinator` in the reference's tree, depth first.
    private static func listed(below coordinator: any Coordinator) -> [AnyObject] {
        coordinator.childCoordinators.flatMap { [$0 as AnyObject] + listed(below: $0) }
    }
}
