import Foundation
import Kata
import KataGrading
import Testing
@testable import PathCoordinatorMutants

/// A baseline's design, from its namespace's types named as the lesson names them.
enum NavigationPathBaselineDesign: PathFlowDesign {
    typealias Application = NavigationPathBaseline.AuthApp
    static func makeApp() -> NavigationPathBaseline.AppCoordinator { .init() }
    static func flow(of app: NavigationPathBaseline.AppCoordinator) -> NavigationPathBaseline.AuthCoordinator? { app.auth }
    static func rootView(of app: NavigationPathBaseline.AppCoordinator) -> NavigationPathBaseline.AppView { .init(app: app) }
    static func encodedPath(of flow: NavigationPathBaseline.AuthCoordinator) -> Data? { flow.encodedPath() }
    static func restorePath(from data: Data, in flow: NavigationPathBaseline.AuthCoordinator) { flow.restorePath(from: data) }
    static var sourceFiles: [String] { [SourceFiles.baseline("NavigationPathBaseline")] }
}

enum ClosureScreensBaselineDesign: PathFlowDesign {
    typealias Application = ClosureScreensBaseline.AuthApp
    static func makeApp() -> ClosureScreensBaseline.AppCoordinator { .init() }
    static func flow(of app: ClosureScreensBaseline.AppCoordinator) -> ClosureScreensBaseline.AuthCoordinator? { app.auth }
    static func rootView(of app: ClosureScreensBaseline.AppCoordinator) -> ClosureScreensBaseline.AppView { .init(app: app) }
    static func encodedPath(of flow: ClosureScreensBaseline.AuthCoordinator) -> Data? { flow.encodedPath() }
    static func restorePath(from data: Data, in flow: ClosureScreensBaseline.AuthCoordinator) { flow.restorePath(from: data) }
    static var sourceFiles: [String] { [SourceFiles.baseline("ClosureScreensBaseline")] }
}

enum ReadOnlyPathBaselineDesign: PathFlowDesign {
    typealias Application = ReadOnlyPathBaseline.AuthApp
    static func makeApp() -> ReadOnlyPathBaseline.AppCoordinator { .init() }
    static func flow(of app: ReadOnlyPathBaseline.AppCoordinator) -> ReadOnlyPathBaseline.AuthCoordinator? { app.auth }
    static func rootView(of app: ReadOnlyPathBaseline.AppCoordinator) -> ReadOnlyPathBaseline.AppView { .init(app: app) }
    static func encodedPath(of flow: ReadOnlyPathBaseline.AuthCoordinator) -> Data? { flow.encodedPath() }
    static func restorePath(from data: Data, in flow: ReadOnlyPathBaseline.AuthCoordinator) { flow.restorePath(from: data) }
    static var sourceFiles: [String] { [SourceFiles.baseline("ReadOnlyPathBaseline")] }
}

enum MirroredPathBaselineDesign: PathFlowDesign {
    typealias Application = MirroredPathBaseline.AuthApp
    static func makeApp() -> MirroredPathBaseline.AppCoordinator { .init() }
    static func flow(of app: MirroredPathBaseline.AppCoordinator) -> MirroredPathBaseline.AuthCoordinator? { app.auth }
    static func rootView(of app: MirroredPathBaseline.AppCoordinator) -> MirroredPathBaseline.AppView { .init(app: app) }
    static func encodedPath(of flow: MirroredPathBaseline.AuthCoordinator) -> Data? { flow.encodedPath() }
    static func restorePath(from data: Data, in flow: MirroredPathBaseline.AuthCoordinator) { flow.restorePath(from: data) }
    static var sourceFiles: [String] { [SourceFiles.baseline("MirroredPathBaseline")] }
}

extension SourceFiles {
    /// A baseline's file, by its namespace's name.
    static func baseline(_ name: String) -> String {
        root + "/Sources/Mutants/05-path-coordinator/Baselines/\(name).swift"
    }
}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 5 · Other correct designs pass every check", KataGraders.onlyWhenRequested)
struct PathCoordinatorBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        PathCoordinatorChecks<NavigationPathBaselineDesign>.design("A design with a NavigationPath and a weak delegate"),
        PathCoordinatorChecks<ClosureScreensBaselineDesign>.design("A design whose screens take closures, wired by the flow view"),
        PathCoordinatorChecks<ReadOnlyPathBaselineDesign>.design("A design with a read-only path, written back through Binding(get:set:)"),
        PathCoordinatorChecks<MirroredPathBaselineDesign>.design("A design whose flow view keeps a @State copy of the path in step with onChange, with a NavigationLink(value:) and a Send Code that waits for a number"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
