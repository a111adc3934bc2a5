import Foundation
import Kata
@testable import ChildCoordinators
@testable import ChildCoordinatorsMutants
import Testing

extension DelegateTreeBaseline.AppCoordinator: ChildFlowsApp {}

extension FlatClosureBaseline.AppCoordinator: ChildFlowsApp {}

extension UnownedBaseline.AppCoordinator: ChildFlowsApp {}

extension ChildCoordinatorChecks {
    /// Runs every check, for designs that must pass them all.
    func runAll() {
        signInStartsChild()
        finishingSignInHandsOver()
        backOutReleasesChild()
        secondRunLeavesOneChild()
        savingEndsEditor()
        swipingDownEndsEditor()
        everythingReleasedMidFlow()
    }
}

/// Proves the grader accepts correct designs it was not written for: each was written from the
/// lesson and the stub alone, by someone who never saw the grader, and must pass every check.
@MainActor
@Suite("Kata 3 · Other correct designs pass every check")
struct ChildCoordinatorsBaselineTests {
    @Test("A design with a delegate tree and didShow passes")
    func delegateTreeBaseline() {
        ChildCoordinatorChecks<DelegateTreeBaseline.AppCoordinator>().runAll()
    }

    @Test("A design with a flat tree of closures and isMovingFromParent passes")
    func flatClosureBaseline() {
        ChildCoordinatorChecks<FlatClosureBaseline.AppCoordinator>().runAll()
    }

    @Test("A design with unowned back-references passes")
    func unownedBaseline() {
        ChildCoordinatorChecks<UnownedBaseline.AppCoordinator>().runAll()
    }

    @Test("A design that ends the editor through the swipe's transition coordinator, in presentationControllerWillDismiss, passes")
    func swipeCoordinatorBaseline() {
        ChildCoordinatorChecks<SwipeCoordinatorBaseline>().runAll()
    }
}
