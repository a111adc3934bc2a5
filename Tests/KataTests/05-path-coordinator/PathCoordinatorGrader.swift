import KataGrading
import Testing

/// Kata 5: the path coordinator in SwiftUI. Each check is one task of the lesson.
@MainActor
@Suite("Kata 5 · The path coordinator in SwiftUI", KataGraders.onlyWhenRequested)
struct PathCoordinatorGrader {
    typealias Checks = PathCoordinatorChecks<GradedDesign>

    @Test("1. Each route in the path shows its screen, with its data")
    func pathDecidesScreens() { Checks.runCurrentTest() }

    @Test("2. Back and the back swipe shrink the path")
    func backShrinksPath() { Checks.runCurrentTest() }

    @Test("3. Views ask the coordinator; they never change the path themselves")
    func screensNeverChangePath() { Checks.runCurrentTest() }

    @Test("4. Accept shows Home and releases the flow, its screens and their state")
    func acceptReleasesFlow() { Checks.runCurrentTest() }

    @Test("5. A link shows its screen several levels deep in one step, from anywhere in the flow")
    func deepLinkBuildsPath() { Checks.runCurrentTest() }

    @Test("6. The path survives saving and restoring, with each route's data")
    func pathSurvivesRestoration() { Checks.runCurrentTest() }

    @Test("7. When the app lets go in any state, the flow, its screens and their state are released")
    func everythingReleasedWhenAppLetsGo() { Checks.runCurrentTest() }

    @Test("8. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
