import Foundation
import Kata
@testable import DeepLinks
@testable import DeepLinksMutants
import Testing

/// A mutant app coordinator, as the grader's subject.
enum MutantSubject<App: MutantAppCoordinator>: DeepLinkSubject {
    static func makeSceneDelegate() -> any UISceneDelegate {
        MutantSceneDelegate(appType: App.self)
    }

    static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        App.parse(url)
    }
}



/// Proves the deep-link grader: a baseline of another design passes every check, and each
/// mutant is caught by the check written for its mistake.
@MainActor
@Suite("Kata 4 · Deep-link grader catches each mistake")
struct DeepLinksMutantTests {
    @Test("The baseline without tab coordinators passes every check, so other designs are accepted")
    func baselinePasses() {
        let checks = DeepLinkChecks<MutantSubject<MutantAppCoordinator>>()
        checks.supportedLinksParse()
        checks.badLinksRefusedWithReason()
        checks.linksLandOnTheirTab()
        checks.linkToAnotherTabLeavesCurrentTabAlone()
        checks.linkToCurrentTabReplacesStack()
        checks.linkClosesPresentedSheet()
        checks.refusedLinkChangesNothing()
        checks.tabsKeepTheirStacks()
        checks.scenesDoNotInterfere()
    }

    @Test("A parser that sends orders to the wrong tab fails check 1")
    func parserMisreadsOrders() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserMisreadsOrders>>().supportedLinksParse() }
    }

    @Test("A parser that ignores extra path parts fails check 2")
    func parserIgnoresExtraParts() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserIgnoresExtraParts>>().badLinksRefusedWithReason() }
    }

    @Test("An order link without the list beneath fails check 3")
    func orderLinkSkipsList() {
        withKnownIssue { DeepLinkChecks<MutantSubject<OrderLinkSkipsList>>().linksLandOnTheirTab() }
    }

    @Test("Pushing onto whichever tab is selected fails check 4")
    func routesIntoSelectedTab() {
        withKnownIssue { DeepLinkChecks<MutantSubject<RoutesIntoSelectedTab>>().linkToAnotherTabLeavesCurrentTabAlone() }
    }

    @Test("Pushing onto the current tab's stack instead of replacing it fails check 5")
    func pushesOnTopOfStack() {
        withKnownIssue { DeepLinkChecks<MutantSubject<PushesOnTopOfStack>>().linkToCurrentTabReplacesStack() }
    }

    @Test("Routing beneath a presented sheet fails check 6")
    func ignoresPresentedSheet() {
        withKnownIssue { DeepLinkChecks<MutantSubject<IgnoresPresentedSheet>>().linkClosesPresentedSheet() }
    }

    @Test("Resetting the tabs on a refused link fails check 7")
    func refusedLinkResetsTabs() {
        withKnownIssue { DeepLinkChecks<MutantSubject<RefusedLinkResetsTabs>>().refusedLinkChangesNothing() }
    }

    @Test("Popping a tab to its root when the user selects it fails check 8")
    func resetsTabOnSelect() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ResetsTabOnSelect>>().tabsKeepTheirStacks() }
    }

    @Test("A coordinator shared through a static property fails check 9")
    func sharedCoordinator() {
        withKnownIssue { DeepLinkChecks<MutantSubject<SharedCoordinator>>().scenesDoNotInterfere() }
    }
}
