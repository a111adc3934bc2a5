import KataGrading
import Testing
@testable import ShopApp

/// Kata 9: the capstone, a whole app. Each check is one task of the lesson; its code is in
/// `ShopAppChecks`, whose table gives each name its method.
@MainActor
@Suite("Kata 9 · The capstone: a whole app", KataGraders.onlyWhenRequested)
struct ShopAppGrader {
    typealias Checks = ShopAppChecks<ShopAppUnderTest>

    @Test("1. The app starts where the session says: onboarding, sign-in or the tabs, and Get Started and Sign In lead on")
    func startsWhereSessionSays() { Checks.runCurrentTest() }

    @Test("2. Shop and Favorites list their products, and a row shows that tab's detail above the list, every time")
    func listsShowTheirDetail() { Checks.runCurrentTest() }

    @Test("3. Buy presents checkout in a sheet; Pay or a swipe closes it, and the checkout flow is released")
    func checkoutIsAChildFlow() { Checks.runCurrentTest() }

    @Test("4. A link while the app runs shows its screen: its tab, a fresh stack, nothing over it")
    func linkWhileRunning() { Checks.runCurrentTest() }

    @Test("5. A link that launches the app shows its screen too, after sign-in when nobody is signed in")
    func linkAtLaunch() { Checks.runCurrentTest() }

    @Test("6. Sign Out shows sign-in and releases the whole signed-in app, even with a sheet up")
    func signOutReleasesEverything() { Checks.runCurrentTest() }

    @Test("7. Two scenes run their own apps: a link opened in one leaves the other as it was")
    func scenesAreApart() { Checks.runCurrentTest() }

    @Test("8. Everything else the user does works as the lesson says")
    func behavesAsTheLesson() { Checks.runCurrentTest() }
}
