import KataGrading
import Testing
@testable import ContactsFlow

/// Kata 6: view models and their coordinator. Each check is one task of the lesson; its code is
/// in `ContactsFlowChecks`, whose table gives each name its method.
@MainActor
@Suite("Kata 6 · View models and their coordinator", KataGraders.onlyWhenRequested)
struct ContactsFlowGrader {
    typealias Checks = ContactsFlowChecks<StubDesign>

    @Test("1. The list shows in a sheet of its own, and a contact's row shows its detail above it, every time")
    func rowShowsDetail() { Checks.runCurrentTest() }

    @Test("2. Edit opens the editor over the flow; Save renames the contact on the detail and the list, Cancel and a swipe change nothing")
    func editorSavesOrChangesNothing() { Checks.runCurrentTest() }

    @Test("3. Done, or the flow's sheet swiped away, ends the flow, and its parent hears the contacts once")
    func endingReportsOnce() { Checks.runCurrentTest() }

    @Test("4. A screen the user left, and the whole flow once it ended, are released with their view models")
    func leftScreensReleased() { Checks.runCurrentTest() }

    @Test("5. Each view model reports the user's intents to its navigator, once, holds it weakly, and builds no screen")
    func viewModelsOnlyAsk() { Checks.runCurrentTest() }

    @Test("6. Each screen tells only its view model what the user did")
    func screensTellTheirViewModel() { Checks.runCurrentTest() }

    @Test("7. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
