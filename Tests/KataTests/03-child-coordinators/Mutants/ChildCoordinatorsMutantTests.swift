import KataGrading
import Testing
@testable import ChildCoordinatorsMutants

extension MutantAppCoordinator: ChildFlowsApp {}

/// Proves the child-coordinator grader: a baseline of another design passes every check, and
/// each mutant is caught by the check written for its mistake.
@MainActor
@Suite("Kata 3 · Child coordinator grader catches each mistake", KataGraders.onlyWhenRequested)
struct ChildCoordinatorsMutantTests {
    @Test("The closure-based, flat baseline passes every check, so other designs are accepted")
    func baselinePasses() {
        ChildCoordinatorChecks<MutantAppCoordinator>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        ChildCoordinatorChecks<ForgetsToAppendChild>.mutant("A child never appended to childCoordinators", caughtBy: 1, saying: "should start a child coordinator, kept in a childCoordinators list"),
        ChildCoordinatorChecks<RemovesFirstChild>.mutant("Removing sign-in with removeFirst()", caughtBy: 2, saying: "was removed instead. Remove the child that ended by identity"),
        ChildCoordinatorChecks<HomeGreetsWrongName>.mutant("Home made for another name than the one reported", caughtBy: 2, saying: "the sign-in flow reports its result, the name, to its parent"),
        ChildCoordinatorChecks<RemovesWrongChild>.mutant("Removing the wrong child", caughtBy: 2, saying: "a removeLast() after adding another child"),
        ChildCoordinatorChecks<BackButtonLeaksChild>.mutant("A back-button pop that leaks the child", caughtBy: 3, saying: "The navigation controller has a delegate, but the flow was not removed"),
        ChildCoordinatorChecks<EndsSignInInWillShow>.mutant("Ending sign-in in willShow, which an abandoned back swipe also sends", caughtBy: 3, saying: "UIKit calls the navigation controller delegate's willShow as soon as a swipe starts"),
        ChildCoordinatorChecks<EndsSignInInViewWillDisappear>.mutant("Ending sign-in in the screen's viewWillDisappear, which an abandoned back swipe also sends", caughtBy: 3, saying: "UIKit calls viewWillDisappear as soon as a swipe starts"),
        ChildCoordinatorChecks<CancelledSwipeStaysRemembered>.mutant("A let-go swipe remembered for good, so the next Back leaves the flow running", caughtBy: 3, saying: "a swipe let go halfway left something set"),
        ChildCoordinatorChecks<RemovesLastChild>.mutant("Removing sign-in with removeLast()", caughtBy: 2, saying: "never with removeLast() or removeFirst()"),
        ChildCoordinatorChecks<EndsEditorWhenSwipeStarts>.mutant("Ending the editor in presentationControllerWillDismiss, which an abandoned swipe also sends", caughtBy: 6, saying: "presentationControllerWillDismiss comes as soon as a swipe starts"),
        ChildCoordinatorChecks<BackButtonLeaksChild>.mutant("A leaked child from the first run", caughtBy: 4, saying: "the app should have one child coordinator: the first run ended"),
        ChildCoordinatorChecks<DropsDelegateAfterFirstFlow>.mutant("A navigation delegate taken away when the first flow ends, so a second Back leaves its flow listed", caughtOnlyBy: 8, saying: "Look at what removes the sign-in flow from childCoordinators"),
        ChildCoordinatorChecks<EditorNeverRemoved>.mutant("A child never removed", caughtBy: 5, saying: "its parent remove it there"),
        ChildCoordinatorChecks<SwipeDownLeaksChild>.mutant("A swipe-down that leaks the child: no presentation delegate", caughtBy: 6, saying: "the editor's sheet has no presentation delegate"),
        ChildCoordinatorChecks<SwipeHeardButKept>.mutant("A swipe-down heard by the presentation delegate, which forgets to end the flow", caughtBy: 6, saying: "The sheet has a presentation delegate, but the flow was not removed"),
        ChildCoordinatorChecks<EditorFlagClearedOnlyBySave>.mutant("A one-editor flag only Save clears, so Edit Profile is dead after a swipe down", caughtBy: 6, saying: "something the first editor set stay set after a swipe closed it"),
        ChildCoordinatorChecks<ClosureCapturesParent>.mutant("A closure capturing the parent strongly", caughtBy: 7, saying: "kept by the closure in ClosureSignInCoordinator.onFinish, which captures it"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
