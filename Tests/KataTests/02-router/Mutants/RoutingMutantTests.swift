import Testing
@testable import RoutingMutants

extension MutantRouter: RoutingFlow {}

/// Proves the router grader: its baseline passes every check, and each mutant is caught by the
/// check written for its mistake.
@MainActor
@Suite("Kata 2 · Router grader catches each mistake")
struct RoutingMutantTests {
    @Test("The baseline mutant router passes every check")
    func baselinePasses() {
        let checks = RoutingChecks<MutantRouter>()
        checks.factoryBuildsEveryRoute()
        checks.sendCodeShowsCodeScreen()
        checks.screensUseRouterProtocol()
        checks.presentWrapsInOwnStack()
        checks.popAndDismissDoTheirOwnJob()
        checks.routerAndScreensReleased()
        checks.verifyShowsHome()
    }

    @Test("A screen created outside the factory fails check 1")
    func factoryMissesCodeScreen() {
        withKnownIssue { RoutingChecks<FactoryMissesCodeScreen>().factoryBuildsEveryRoute() }
    }

    @Test("Data handed to the code screen after its view loaded fails check 2")
    func loadsCodeScreenBeforePhone() {
        withKnownIssue { RoutingChecks<LoadsCodeScreenBeforePhone>().sendCodeShowsCodeScreen() }
    }

    @Test("A screen that holds the concrete router fails check 3")
    func concreteRouterLogin() {
        withKnownIssue { RoutingChecks<ConcreteRouterLogin>().screensUseRouterProtocol() }
    }

    @Test("A code screen that holds the concrete router fails check 3")
    func concreteRouterCodeScreen() {
        withKnownIssue { RoutingChecks<ConcreteRouterCodeScreen>().screensUseRouterProtocol() }
    }

    @Test("A modal presented without its own stack fails check 4")
    func modalWithoutStack() {
        withKnownIssue { RoutingChecks<ModalWithoutStack>().presentWrapsInOwnStack() }
    }

    @Test("dismiss confused with pop fails check 5")
    func dismissPops() {
        withKnownIssue { RoutingChecks<DismissPops>().popAndDismissDoTheirOwnJob() }
    }

    @Test("pop confused with dismiss fails check 5")
    func popDismisses() {
        withKnownIssue { RoutingChecks<PopDismisses>().popAndDismissDoTheirOwnJob() }
    }

    @Test("A screen that keeps its router alive fails check 6")
    func screensKeepRouter() {
        withKnownIssue { RoutingChecks<ScreensKeepRouter>().routerAndScreensReleased() }
    }

    @Test("A code screen that keeps its router alive, leaking only while it is on the stack, fails check 6")
    func codeScreenKeepsRouter() {
        withKnownIssue { RoutingChecks<CodeScreenKeepsRouter>().routerAndScreensReleased() }
    }

    @Test("A dead Verify button fails check 7")
    func deadVerifyButton() {
        withKnownIssue { RoutingChecks<DeadVerifyButton>().verifyShowsHome() }
    }
}
