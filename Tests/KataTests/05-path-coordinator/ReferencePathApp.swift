import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import PathCoordinatorReference
#else
@testable import PathCoordinator
#endif

/// The lesson's own app, which the explorer runs beside the learner's: the reference solution,
/// built under a module of its own when the learner's exercise is graded, so its types are its
/// own and this file alone names them.
@MainActor
enum ReferencePathApp {
    /// The reference app launched as iOS does, in a scene that hands it the links the user opens.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        User.launch(app: AuthApp.self).map { ($0, []) }
    }

    /// Whether the reference's sign-in flow runs in `app`, the lesson's.
    static func flowIsRunning(in app: ExploredApp) -> Bool {
        app.made(AppCoordinator.self)?.auth != nil
    }

    /// Saves the reference's path in `app`, the lesson's, relaunches it and restores the path,
    /// as iOS relaunching it would; whether it could.
    static func relaunchRestoringPath(_ app: ExploredApp) -> Bool {
        guard let data = app.made(AppCoordinator.self)?.auth?.encodedPath(), app.relaunch(launch), let flow = app.made(AppCoordinator.self)?.auth else { return false }
        flow.restorePath(from: data)
        return true
    }
}
