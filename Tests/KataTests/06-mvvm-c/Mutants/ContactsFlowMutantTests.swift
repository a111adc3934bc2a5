import KataGrading
import Testing
@testable import ContactsFlow
@testable import ContactsFlowMutants

/// Proves the grader: the reference passes every check, and each mutant is caught by the check
/// written for its mistake.
@MainActor
@Suite("Kata 6 · View models and their coordinator: the grader catches each mistake", KataGraders.onlyWhenRequested)
struct ContactsFlowMutantTests {
    @Test("The reference solution passes every check, so each mutant fails for its one mistake")
    func referencePasses() {
        ContactsFlowChecks<StubDesign>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        ContactsFlowChecks<CoordinatorMistake<RowShowsFirstContact>>.mutant("A row that shows the first contact's detail whichever was tapped", caughtBy: 1, saying: "pushes that contact's detail"),
        ContactsFlowChecks<CoordinatorMistake<DetailReplacesList>>.mutant("A detail that replaces the list instead of being pushed above it", caughtBy: 1, saying: "pushes that contact's detail"),
        ContactsFlowChecks<CoordinatorMistake<SaveSkipsList>>.mutant("Save that renames the contact on the detail but not on the list", caughtBy: 2, saying: "Does Save reach the list's view model too"),
        ContactsFlowChecks<CoordinatorMistake<EditGuardOnlySaveResets>>.mutant("A guard against a second editor that only Save resets, so after Cancel or a swipe Edit does nothing", caughtBy: 2, saying: "Edit presents the editor"),
        ContactsFlowChecks<CoordinatorMistake<ReportsTwiceOnSwipe>>.mutant("A swiped-away flow reported when the swipe starts and again when it ends", caughtBy: 3, saying: "times"),
        ContactsFlowChecks<CoordinatorMistake<ReportLostOnSwipe>>.mutant("No presentation delegate, so a swiped-away flow never reports", caughtBy: 3, saying: "It reported nothing"),
        ContactsFlowChecks<CoordinatorMistake<ReportsWhenEditorSwiped>>.mutant("A report from the editor's sheet swiped away, while the flow goes on", caughtBy: 3, saying: "not the editor's"),
        ContactsFlowChecks<CoordinatorMistake<KeepsDetailViewModels>>.mutant("A coordinator that keeps every detail's view model it made", caughtBy: 4, saying: "a screen's view model lives as long as the screen"),
        ContactsFlowChecks<CoordinatorMistake<EditsContactAsLaunched>>.mutant("An editor opened on the contact as the flow was launched, so a second edit after a save starts from the old name", caughtOnlyBy: 7, saying: "Yours differs in fields"),
        ContactsFlowChecks<CoordinatorMistake<KeepsSwipedEditor>>.mutant("A coordinator that keeps the editor's screen until Save or Cancel, so an editor swiped away stays alive", caughtBy: 4, saying: "the sheet swiped down, a screen the user left should be released"),
        ContactsFlowChecks<CoordinatorMistake<ListRebuiltFromLaunched>>.mutant("Save that gives the list the contacts as launched with the saved one changed, so a second rename undoes the first", caughtBy: 2, saying: "Does the second save start from the contacts the flow was given"),
        ContactsFlowChecks<StrongNavigatorDesign>.mutant("A list view model that keeps its navigator, the coordinator, strongly", caughtBy: 5, saying: "weak"),
        ContactsFlowChecks<ScreenBuildingDesign>.mutant("A detail view model that builds the editor's screen itself", caughtBy: 5, saying: "should make no screen"),
        ContactsFlowChecks<ScreenCallsCoordinatorDesign>.mutant("A detail screen that tells a shared coordinator, not its view model, that the user wants to edit", caughtBy: 6, saying: "never a coordinator it finds elsewhere"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
