import KataGrading
import Testing
@testable import ChildCoordinators

/// Kata 3: child coordinators and their release. Each check is one task of the lesson.
@MainActor
@Suite("Kata 3 · Child coordinators and their release", KataGraders.onlyWhenRequested)
struct ChildCoordinatorsGrader {
    typealias Checks = ChildCoordinatorChecks<AppCoordinator>

    @Test("1. Sign In starts the sign-in flow as a child coordinator")
    func signInStartsChild() { Checks.runCurrentTest() }

    @Test("2. Finishing sign-in releases its child and hands the name over to Home")
    func finishingSignInHandsOver() { Checks.runCurrentTest() }

    @Test("3. Tapping Back out of sign-in releases its child")
    func backOutReleasesChild() { Checks.runCurrentTest() }

    @Test("4. Signing in again after going back leaves one child, and Home is made once")
    func secondRunLeavesOneChild() { Checks.runCurrentTest() }

    @Test("5. Saving the profile closes the editor and releases its child")
    func savingEndsEditor() { Checks.runCurrentTest() }

    @Test("6. Swiping the editor down releases its child")
    func swipingDownEndsEditor() { Checks.runCurrentTest() }

    @Test("7. When the app lets go of its coordinator mid-flow, every coordinator and screen is released")
    func everythingReleasedMidFlow() { Checks.runCurrentTest() }

    @Test("8. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
