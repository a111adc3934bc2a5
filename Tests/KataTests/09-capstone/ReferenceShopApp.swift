import Kata
import KataGrading
#if GRADING_EXERCISES
@testable import ShopAppReference
#else
@testable import ShopApp
#endif

/// The lesson's own app, which the explorer runs beside the learner's: the reference solution,
/// built under a module of its own when the learner's exercise is graded, so its types are its
/// own and this file alone names them.
@MainActor
enum ReferenceShopApp {
    /// A scene of the reference app with Ada signed in, as the checks launch the learner's.
    static func launch() -> (user: User, keeps: [AnyObject])? {
        launch(services: AppServices(session: Session(hasOnboarded: true, userName: "Ada")))
    }

    /// Ends the reference app in `app`, the lesson's, and launches it again with the same
    /// services, as iOS relaunching it would; whether it started.
    static func relaunch(_ app: ExploredApp) -> Bool {
        guard let services = app.kept(AppServices.self) else { return false }
        return app.relaunch { launch(services: services) }
    }

    /// How to launch a second scene of the reference app in `app`, the lesson's, sharing the
    /// services its first scene has; `nil` when it keeps none.
    static func secondScene(beside app: ExploredApp) -> LockstepExplorer.Launch? {
        guard let services = app.kept(AppServices.self) else { return nil }
        return { launch(services: services) }
    }

    /// A scene of the reference app with `services`, shared with the scenes it has.
    private static func launch(services: AppServices) -> (user: User, keeps: [AnyObject])? {
        User.launch(sceneDelegate: SceneDelegate(services: services)).map { ($0, [services]) }
    }
}
