import Foundation
import Kata
import KataGrading
@testable import ChildCoordinators
@testable import ChildCoordinatorsMutants
import Testing

extension DelegateTreeBaseline.AppCoordinator: ChildFlowsApp {}

extension FlatClosureBaseline.AppCoordinator: ChildFlowsApp {}

extension UnownedBaseline.AppCoordinator: ChildFlowsApp {}

extension KeptSignInBaseline.AppCoordinator: ChildFlowsApp {}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 3 · Other correct designs pass every check", KataGraders.onlyWhenRequested)
struct ChildCoordinatorsBaselineTests {
    @Test("Each correct design passes every check", arguments: [
        ChildCoordinatorChecks<DelegateTreeBaseline.AppCoordinator>.design("A design with a delegate tree and didShow"),
        ChildCoordinatorChecks<FlatClosureBaseline.AppCoordinator>.design("A design with a flat tree of closures and isMovingFromParent"),
        ChildCoordinatorChecks<UnownedBaseline.AppCoordinator>.design("A design with unowned back-references"),
        ChildCoordinatorChecks<SwipeCoordinatorBaseline>.design("A design that ends the editor through the swipe's transition coordinator, in presentationControllerWillDismiss"),
        ChildCoordinatorChecks<KeptSignInBaseline.AppCoordinator>.design("A design that keeps one sign-in screen and shows it again on the next Sign In"),
        ChildCoordinatorChecks<KeptEditorBaseline>.design("A design that keeps the editor's sheet and presents it again on the next Edit Profile"),
    ])
    func designPasses(_ design: Design) {
        design.runAll()
    }
}
