import KataGrading
import Testing

/// Kata 4: the tab bar and deep links. Each check is one task of the lesson.
@MainActor
@Suite("Kata 4 · Tab bar and deep links", KataGraders.onlyWhenRequested)
struct DeepLinksGrader {
    typealias Checks = DeepLinkChecks<DeepLinksUnderTest>

    @Test("1. Every supported link is parsed into its route")
    func supportedLinksParse() { Checks.runCurrentTest() }

    @Test("2. Malformed, unknown and hostile links are refused with a reason")
    func badLinksRefusedWithReason() { Checks.runCurrentTest() }

    @Test("3. Opening a link selects its tab and builds its stack")
    func linksLandOnTheirTab() { Checks.runCurrentTest() }

    @Test("4. A link to another tab leaves the current tab's stack alone")
    func linkToAnotherTabLeavesCurrentTabAlone() { Checks.runCurrentTest() }

    @Test("5. A link to the tab you are on replaces its stack")
    func linkToCurrentTabReplacesStack() { Checks.runCurrentTest() }

    @Test("6. A link while a sheet is up closes the sheet first")
    func linkClosesPresentedSheet() { Checks.runCurrentTest() }

    @Test("7. A refused link changes nothing")
    func refusedLinkChangesNothing() { Checks.runCurrentTest() }

    @Test("8. Tabs keep their stacks when the user switches by hand")
    func tabsKeepTheirStacks() { Checks.runCurrentTest() }

    @Test("9. Two scenes each route their own links")
    func scenesDoNotInterfere() { Checks.runCurrentTest() }

    @Test("10. When a scene closes, its coordinators and screens are released")
    func closedSceneReleasesEverything() { Checks.runCurrentTest() }

    @Test("11. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
