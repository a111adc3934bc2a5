import KataGrading
import Testing
@testable import Routing

/// Kata 2: the router and its factory. Each check is one task of the lesson.
@MainActor
@Suite("Kata 2 · Router and screen factory", KataGraders.onlyWhenRequested)
struct RoutingGrader {
    typealias Checks = RoutingChecks<AppRouter>

    @Test("1. makeViewController(for:) builds every route's screen, with the route's data")
    func factoryBuildsEveryRoute() { Checks.runCurrentTest() }

    @Test("2. Send Code pushes the code screen for the typed phone number")
    func sendCodeShowsCodeScreen() { Checks.runCurrentTest() }

    @Test("3. Screens need only the Router protocol: Login works with a spy")
    func screensUseRouterProtocol() { Checks.runCurrentTest() }

    @Test("4. Terms is presented in a navigation controller of its own")
    func presentWrapsInOwnStack() { Checks.runCurrentTest() }

    @Test("5. Close dismisses the modal and Change Number pops, each doing only its own job")
    func popAndDismissDoTheirOwnJob() { Checks.runCurrentTest() }

    @Test("6. When the app lets go of the router, the router and every screen are released")
    func routerAndScreensReleased() { Checks.runCurrentTest() }

    @Test("7. Verify on the code screen shows Home")
    func verifyShowsHome() { Checks.runCurrentTest() }

    @Test("8. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
