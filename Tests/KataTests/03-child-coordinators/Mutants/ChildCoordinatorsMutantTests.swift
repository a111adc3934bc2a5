import Testing
@testable import ChildCoordinatorsMutants

extension MutantAppCoordinator: ChildFlowsApp {}

/// Proves the child-coordinator grader: a baseline of another design passes every check, and
/// each mutant is caught by the check written for its mistake.
@MainActor
@Suite("Kata 3 · Child coordinator grader catches each mistake")
struct ChildCoordinatorsMutantTests {
    @Test("The closure-based, flat baseline passes every check, so other designs are accepted")
    func baselinePasses() {
        let checks = ChildCoordinatorChecks<MutantAppCoordinator>()
        checks.signInStartsChild()
        checks.finishingSignInHandsOver()
        checks.backOutReleasesChild()
        checks.secondRunLeavesOneChild()
        checks.savingEndsEditor()
        checks.swipingDownEndsEditor()
        checks.everythingReleasedMidFlow()
    }

    @Test("A child never appended to childCoordinators fails check 1")
    func forgetsToAppendChild() {
        withKnownIssue { ChildCoordinatorChecks<ForgetsToAppendChild>().signInStartsChild() }
    }

    @Test("Removing sign-in with removeFirst() fails check 2")
    func removesFirstChild() {
        withKnownIssue { ChildCoordinatorChecks<RemovesFirstChild>().finishingSignInHandsOver() }
    }

    @Test("Home made for another name than the one reported fails check 2")
    func homeGreetsWrongName() {
        withKnownIssue { ChildCoordinatorChecks<HomeGreetsWrongName>().finishingSignInHandsOver() }
    }

    @Test("Removing the wrong child fails check 2")
    func removesWrongChild() {
        withKnownIssue { ChildCoordinatorChecks<RemovesWrongChild>().finishingSignInHandsOver() }
    }

    @Test("A back-button pop that leaks the child fails check 3")
    func backButtonLeaksChild() {
        withKnownIssue { ChildCoordinatorChecks<BackButtonLeaksChild>().backOutReleasesChild() }
    }

    @Test("Ending sign-in in willShow, which an abandoned back swipe also sends, fails check 3")
    func endsSignInInWillShow() {
        withKnownIssue { ChildCoordinatorChecks<EndsSignInInWillShow>().backOutReleasesChild() }
    }

    @Test("Removing sign-in with removeLast() fails check 2")
    func removesLastChild() {
        withKnownIssue { ChildCoordinatorChecks<RemovesLastChild>().finishingSignInHandsOver() }
    }

    @Test("Ending the editor in presentationControllerWillDismiss, which an abandoned swipe also sends, fails check 6")
    func endsEditorWhenSwipeStarts() {
        withKnownIssue { ChildCoordinatorChecks<EndsEditorWhenSwipeStarts>().swipingDownEndsEditor() }
    }

    @Test("A leaked child from the first run fails check 4")
    func backButtonLeaksChildOnSecondRun() {
        withKnownIssue { ChildCoordinatorChecks<BackButtonLeaksChild>().secondRunLeavesOneChild() }
    }

    @Test("A child never removed fails check 5")
    func editorNeverRemoved() {
        withKnownIssue { ChildCoordinatorChecks<EditorNeverRemoved>().savingEndsEditor() }
    }

    @Test("A swipe-down that leaks the child fails check 6")
    func swipeDownLeaksChild() {
        withKnownIssue { ChildCoordinatorChecks<SwipeDownLeaksChild>().swipingDownEndsEditor() }
    }

    @Test("A closure capturing the parent strongly fails check 7")
    func closureCapturesParent() {
        withKnownIssue { ChildCoordinatorChecks<ClosureCapturesParent>().everythingReleasedMidFlow() }
    }
}
