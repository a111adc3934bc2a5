import KataGrading
import Testing
@testable import ShopApp
@testable import ShopAppMutants

/// Proves the grader: the reference passes every check, and each mutant is caught by the check
/// written for its mistake.
@MainActor
@Suite("Kata 9 · The capstone: the grader catches each mistake", KataGraders.onlyWhenRequested)
struct ShopAppMutantTests {
    @Test("The reference solution passes every check, so each mutant fails for its one mistake")
    func referencePasses() {
        ShopAppChecks<ShopAppUnderTest>().runAll()
    }

    @Test("Each mutant fails the check written for its mistake", arguments: [
        ShopAppChecks<Mistaken<GateSkipsOnboarding>>.mutant("A gate that shows sign-in to a first-time user, skipping onboarding", caughtBy: 1, saying: "nobody has seen onboarding yet"),
        ShopAppChecks<Mistaken<ForgetsSignIn>>.mutant("Sign-in that never tells the session, so the next launch asks again", caughtBy: 1, saying: "should remember that onboarding was seen and who signed in"),
        ShopAppChecks<Mistaken<FavoritesShowShopDetail>>.mutant("Favorites reusing the list but making the shop's detail screen", caughtBy: 2, saying: "FavoriteDetailViewController"),
        ShopAppChecks<Mistaken<KeepsCheckout>>.mutant("A parent that never forgets its checkout child", caughtBy: 3, saying: "its flow (its coordinator and screens) should be released"),
        ShopAppChecks<Mistaken<EndsCheckoutWhenSwipeStarts>>.mutant("Checkout that ends when a swipe starts, so after a swipe let go halfway Pay does nothing", caughtBy: 3, saying: "Pay did nothing"),
        ShopAppChecks<Mistaken<LinkAppendsToStack>>.mutant("A link that pushes above whatever the tab showed", caughtBy: 4, saying: "on a fresh stack"),
        ShopAppChecks<Mistaken<LinkRacesDismissal>>.mutant("A link that dismisses the sheet with animation and presents checkout at once, which UIKit refuses", caughtBy: 8, saying: "Yours differs in screens"),
        ShopAppChecks<Mistaken<LinkLostWhileCheckoutCloses>>.mutant("A link opened while checkout's sheet slides away after Pay, going on at once, so a checkout link is refused and lost", caughtOnlyBy: 8, saying: "while checkout slides away"),
        ShopAppChecks<Mistaken<DropsLinkWhilePageSlides>>.mutant("A link opened while a tapped product's page slides in, dropped", caughtOnlyBy: 8, saying: "while Lamp's page slides in"),
        ShopAppChecks<Mistaken<LinkLeavesSheet>>.mutant("A link that shows its screen under the sheet that was up", caughtBy: 4, saying: "closes the sheet over the app first"),
        ShopAppChecks<Mistaken<DropsLinkBeforeSignIn>>.mutant("A link that comes before sign-in, dropped", caughtBy: 5, saying: "waited for the user to sign in"),
        ShopAppChecks<Mistaken<DropsRunningLinkBeforeSignIn>>.mutant("A link opened on sign-in while the app runs, dropped (one that launches the app waits)", caughtBy: 5, saying: "opened on sign-in while the app ran"),
        ShopAppChecks<Mistaken<KeepsPendingLink>>.mutant("A link that waited for sign-in, never forgotten, so it opens again at the next sign-in", caughtBy: 5, saying: "is opened once: signing in again later starts afresh"),
        ShopAppChecks<Mistaken<SignOutUnderSheet>>.mutant("Sign-out that replaces the root under the sheet that was up", caughtBy: 6, saying: "A window root replaced under a sheet keeps the sheet"),
        ShopAppChecks<Mistaken<SignOutResetsSession>>.mutant("Sign-out that resets the whole session, onboarding seen with it, so a relaunch shows onboarding", caughtOnlyBy: 8, saying: "then the app relaunched"),
        ShopAppChecks<Mistaken<SignOutKeepsApp>>.mutant("Sign-out that keeps the signed-in app's coordinator", caughtBy: 6, saying: "the whole signed-in app should be released"),
        ShopAppChecks<Mistaken<LinksToLastScene>>.mutant("Links sent to the scene started last, through a static", caughtBy: 7, saying: "the first one launched too"),
        ShopAppChecks<Mistaken<PendingLinkShared>>.mutant("A link waiting for sign-in kept in a static, so it opens in the scene that signs in first", caughtOnlyBy: 7, saying: "waits in its own scene"),
        ShopAppChecks<Mistaken<SharedAcrossScenes>>.mutant("One signed-in app shared by every scene, through a static", caughtBy: 7, saying: "shared between scenes, through a static or a singleton"),
    ])
    func mutantIsCaught(_ mutant: Mutant) {
        mutant.expectCaught()
    }
}
