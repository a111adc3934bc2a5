import Foundation
import Kata
import KataGrading
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
@Suite("Kata 4 · Deep-link grader catches each mistake", KataGraders.onlyWhenRequested)
struct DeepLinksMutantTests {
    @Test("The baseline without tab coordinators passes every check, so other designs are accepted")
    func baselinePasses() {
        DeepLinkChecks<MutantSubject<MutantAppCoordinator>>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        DeepLinkChecks<MutantSubject<ParserMisreadsOrders>>.mutant("A parser that sends orders to the wrong tab", caughtBy: 1),
        DeepLinkChecks<MutantSubject<IgnoresRepeatedLink>>.mutant("The same link again ignored, as if delivered twice", caughtOnlyBy: 11, saying: "changed nothing in your app"),
        DeepLinkChecks<MutantSubject<LinkedProductUnconnected>>.mutant("A linked product screen whose Reviews button is not connected", caughtOnlyBy: 11, saying: "\"Reviews\" changed nothing in your app"),
        DeepLinkChecks<MutantSubject<TrustsLastLinkTab>>.mutant("A link compared with the tab the last link chose, not the tab on screen", caughtOnlyBy: 11, saying: "Yours differs in screens"),
        DeepLinkChecks<MutantSubject<LinkKeepsScreenOpenInOtherTab>>.mutant("A link to another tab pushing onto the stack the user left there", caughtBy: 11, saying: "Yours differs in screens"),
        DeepLinkChecks<MutantSubject<ParserRefusesQueries>>.mutant("A parser that refuses links with a query or a fragment", caughtBy: 1),
        DeepLinkChecks<MutantSubject<ParserIgnoresScheme>>.mutant("A parser that never looks at the scheme", caughtBy: 2, saying: "(the wrong scheme) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserIgnoresExtraParts>>.mutant("A parser that ignores extra path parts", caughtBy: 2, saying: "(an extra path part) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserTrustsInt>>.mutant("A parser built on Int(_:) alone, with no length limit", caughtBy: 2),
        DeepLinkChecks<MutantSubject<ParserAcceptsPlusSign>>.mutant("A parser that allows a plus sign, and keeps every other rule", caughtBy: 2, saying: "(an id with a plus sign) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserAcceptsNegativeIds>>.mutant("A parser that allows negative ids, and keeps every other rule", caughtBy: 2, saying: "(a negative id) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserAcceptsZero>>.mutant("A parser that allows the id 0, and keeps every other rule", caughtBy: 2, saying: "(the id 0) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserAcceptsLeadingZeros>>.mutant("A parser that allows ids with leading zeros, and keeps every other rule", caughtBy: 2, saying: "(an id with leading zeros) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserAcceptsLongIds>>.mutant("A parser that allows ids of more than nine digits, and keeps every other rule", caughtBy: 2, saying: "(an id of ten digits) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserHasNoLengthLimit>>.mutant("A parser that allows links of any length, and keeps every other rule", caughtBy: 2, saying: "(a link over 2 048 characters, otherwise fine) was accepted as"),
        DeepLinkChecks<MutantSubject<ParserQuotesWholeLink>>.mutant("A parser that allows refusals that quote the whole link, and keeps every other rule", caughtBy: 2, saying: "say why in a sentence, quoting at most the start"),
        DeepLinkChecks<MutantSubject<RefusesWithoutReason>>.mutant("Refusing links without a reason", caughtBy: 2, saying: "was refused without a reason"),
        DeepLinkChecks<MutantSubject<RoutesWithoutSelectingTab>>.mutant("Building the link's stack without selecting its tab", caughtBy: 3, saying: "select the link's tab before its coordinator builds the stack"),
        DeepLinkChecks<MutantSubject<DropsLaunchLinks>>.mutant("Dropping the link that launches the app", caughtBy: 3, saying: "Nothing moved when the link came"),
        DeepLinkChecks<MutantSubject<OrderLinkSkipsList>>.mutant("An order link without the list beneath", caughtBy: 3, saying: "not the screens beneath it"),
        DeepLinkChecks<MutantSubject<RoutesIntoSelectedTab>>.mutant("Pushing onto whichever tab is selected", caughtBy: 4, saying: "the tab that was selected"),
        DeepLinkChecks<MutantSubject<KeepsShownProduct>>.mutant("A product link that keeps whatever product is shown", caughtBy: 5, saying: "the route's id reaches the screen"),
        DeepLinkChecks<MutantSubject<LinkResetsOtherTabs>>.mutant("A link that pops every other tab to its root first", caughtBy: 4, saying: "leaves the others as the user left them"),
        DeepLinkChecks<MutantSubject<PushesOnTopOfStack>>.mutant("Pushing onto the current tab's stack instead of replacing it", caughtBy: 5, saying: "replacing what the tab held"),
        DeepLinkChecks<MutantSubject<IgnoresPresentedSheet>>.mutant("Routing beneath a presented sheet", caughtBy: 6, saying: "Close what is presented before routing"),
        DeepLinkChecks<MutantSubject<ClosesSheetOnlyForOrders>>.mutant("Closing the sheet only for links to Orders", caughtBy: 6, saying: "Close what is presented before routing"),
        DeepLinkChecks<MutantSubject<ForgetsSheetWhenSwipeStarts>>.mutant("Forgetting the sheet when a swipe down starts, so a swipe let go halfway leaves it up under the link", caughtBy: 6, saying: "does your code forget the sheet as soon as a swipe starts"),
        DeepLinkChecks<MutantSubject<RefusedLinkClosesSheet>>.mutant("Closing the sheet for a refused link", caughtBy: 7, saying: "when the parser refuses, change nothing"),
        DeepLinkChecks<MutantSubject<RefusedLinkResetsTabs>>.mutant("Resetting the tabs on a refused link", caughtBy: 7, saying: "when the parser refuses, change nothing"),
        DeepLinkChecks<MutantSubject<ResetsTabOnSelect>>.mutant("Popping a tab to its root when the user selects it", caughtBy: 8, saying: "each tab should keep its stack"),
        DeepLinkChecks<MutantSubject<SharedCoordinator>>.mutant("A coordinator shared through a static property", caughtBy: 9, saying: "The first scene did not move; the second did"),
        DeepLinkChecks<MutantSubject<ListClosureKeepsCoordinator>>.mutant("A list's selection closure that keeps the app coordinator, leaking every closed scene", caughtBy: 10, saying: "kept by the closure in OrderListViewController.onSelect, which captures it"),
        DeepLinkChecks<MutantSubject<LinkedProductKeepsCoordinator>>.mutant("A product built for a link whose closure keeps the app coordinator, leaking once the scene closes", caughtBy: 10, saying: "which captures it"),
        DeepLinkChecks<MutantSubject<DropsLinkWhileScreenSlides>>.mutant("A link dropped while a tab's screen still slides in", caughtBy: 11, saying: "while Product 1 slides in"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
