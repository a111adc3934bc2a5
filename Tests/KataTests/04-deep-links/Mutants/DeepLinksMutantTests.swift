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

    @Test("A parser that refuses links with a query or a fragment fails check 1")
    func parserRefusesQueries() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserRefusesQueries>>().supportedLinksParse() }
    }

    @Test("A parser that never looks at the scheme fails check 2")
    func parserIgnoresScheme() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserIgnoresScheme>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that ignores extra path parts fails check 2")
    func parserIgnoresExtraParts() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserIgnoresExtraParts>>().badLinksRefusedWithReason() }
    }

    @Test("A parser built on Int(_:) alone, with no length limit, fails check 2")
    func parserTrustsInt() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserTrustsInt>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that allows a plus sign, and keeps every other rule, fails check 2")
    func acceptsPlusSign() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserAcceptsPlusSign>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that allows negative ids, and keeps every other rule, fails check 2")
    func acceptsNegativeIds() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserAcceptsNegativeIds>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that allows the id 0, and keeps every other rule, fails check 2")
    func acceptsZero() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserAcceptsZero>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that allows ids with leading zeros, and keeps every other rule, fails check 2")
    func acceptsLeadingZeros() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserAcceptsLeadingZeros>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that allows ids of more than nine digits, and keeps every other rule, fails check 2")
    func acceptsLongIds() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserAcceptsLongIds>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that allows links of any length, and keeps every other rule, fails check 2")
    func hasNoLengthLimit() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserHasNoLengthLimit>>().badLinksRefusedWithReason() }
    }

    @Test("A parser that allows refusals that quote the whole link, and keeps every other rule, fails check 2")
    func quotesWholeLink() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ParserQuotesWholeLink>>().badLinksRefusedWithReason() }
    }

    @Test("Dropping the link that launches the app fails check 3")
    func dropsLaunchLinks() {
        withKnownIssue { DeepLinkChecks<MutantSubject<DropsLaunchLinks>>().linksLandOnTheirTab() }
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

    @Test("Closing the sheet only for links to Orders fails check 6")
    func closesSheetOnlyForOrders() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ClosesSheetOnlyForOrders>>().linkClosesPresentedSheet() }
    }

    @Test("Forgetting the sheet when a swipe down starts, so a swipe let go halfway leaves it up under the link, fails check 6")
    func forgetsSheetWhenSwipeStarts() {
        withKnownIssue { DeepLinkChecks<MutantSubject<ForgetsSheetWhenSwipeStarts>>().linkClosesPresentedSheet() }
    }

    @Test("Closing the sheet for a refused link fails check 7")
    func refusedLinkClosesSheet() {
        withKnownIssue { DeepLinkChecks<MutantSubject<RefusedLinkClosesSheet>>().refusedLinkChangesNothing() }
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
