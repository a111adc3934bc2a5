import Foundation
import Kata
@testable import PathCoordinator

/// What the path-coordinator grader needs from a design: how to make its app coordinator, find
/// the sign-in flow's coordinator, show the app's root view, save and restore the path, and
/// where its source files are.
///
/// The grader never reads the path itself, so a path of `[AuthRoute]` and a `NavigationPath`
/// pass alike; nor how the flow reports completion, so closures and delegates pass alike.
@MainActor
protocol PathFlowDesign {
    /// The app coordinator.
    associatedtype AppModel: AnyObject
    /// The sign-in flow's coordinator.
    associatedtype Flow: AnyObject
    /// The app's root view.
    associatedtype Root: View
    /// The app as iOS launches it.
    associatedtype Application: App

    /// A new app coordinator, signed out.
    static func makeApp() -> AppModel
    /// The running sign-in flow, or `nil` once the app let go of it.
    static func flow(of app: AppModel) -> Flow?
    /// The root view showing `app`.
    static func rootView(of app: AppModel) -> Root
    /// The flow's path, encoded for state restoration.
    static func encodedPath(of flow: Flow) -> Data?
    /// Puts a saved path back.
    static func restorePath(from data: Data, in flow: Flow)
    /// The design's Swift files, whose views must not change the path.
    static var sourceFiles: [String] { get }
}

/// The design being graded: the learner's exercise under kata-runner, the reference solution
/// under `verify` (or `KATA_GRADE=1 swift test`).
enum GradedDesign: PathFlowDesign {
    static func makeApp() -> AppCoordinator { AppCoordinator() }
    static func flow(of app: AppCoordinator) -> AuthCoordinator? { app.auth }
    static func rootView(of app: AppCoordinator) -> AppView { AppView(app: app) }
    static func encodedPath(of flow: AuthCoordinator) -> Data? { flow.encodedPath() }
    static func restorePath(from data: Data, in flow: AuthCoordinator) { flow.restorePath(from: data) }
    typealias Application = AuthApp

    static var sourceFiles: [String] {
        #if GRADING_EXERCISES
        SourceFiles.swiftFiles(in: "Exercises/05-path-coordinator")
        #else
        SourceFiles.swiftFiles(in: "Sources/Solutions/05-path-coordinator")
        #endif
    }
}
