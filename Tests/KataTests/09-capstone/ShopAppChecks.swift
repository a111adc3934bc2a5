import Foundation
import Kata
import KataGrading
import Testing
@testable import ShopApp

/// Kata 9's checks, written once and run against any design: the learner's, the reference
/// solution, each mutant and each baseline. They judge what the user sees and what is released,
/// never how the coordinators are laid out.
@MainActor
struct ShopAppChecks<Design: ShopAppDesign>: KataChecks {
    typealias Run = ShopAppRun<Design>

    nonisolated static var checks: [Check<Self>] { [
        Check("1. The app starts where the session says: onboarding, sign-in or the tabs, and Get Started and Sign In lead on") { $0.startsWhereSessionSays() },
        Check("2. Shop and Favorites list their products, and a row shows that tab's detail above the list, every time") { $0.listsShowTheirDetail() },
        Check("3. Buy presents checkout in a sheet; Pay or a swipe closes it, and the checkout flow is released") { $0.checkoutIsAChildFlow() },
        Check("4. A link while the app runs shows its screen: its tab, a fresh stack, nothing over it") { $0.linkWhileRunning() },
        Check("5. A link that launches the app shows its screen too, after sign-in when nobody is signed in") { $0.linkAtLaunch() },
        Check("6. Sign Out shows sign-in and releases the whole signed-in app, even with a sheet up") { $0.signOutReleasesEverything() },
        Check("7. Two scenes run their own apps: a link opened in one leaves the other as it was") { $0.scenesAreApart() },
        Check("8. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step, from a launch with Ada signed in: the screens
    /// (every tab's stack, the selected tab, the sheet, each screen's title, which names its
    /// product; whether a sheet has a navigation controller of its own is the learner's choice)
    /// and the texts on screen. Its links, opened while signed in, lead to each kind of screen,
    /// sign the user out, and name a product the shop does not sell; and once a path the app
    /// is ended and launched again with the same services, so it starts where the session says.
    static var exploration: Exploration {
        Exploration(
            depth: 3,
            newStatesBeyondDepth: 40,
            randomWalks: 32,
            compares: [.stacks, .texts],
            // Links are opened while signed in: which of several links opened while signed out
            // lands, and what the others leave behind, is the learner's choice (check 5 grades
            // the one link that waits).
            actions: ["shop://product/1", "shop://favorite/3", "shop://checkout/2", "shop://signout", "shop://product/99"].map { link in
                ExplorerAction("opening \(link)", isOffered: { $0.user.window.rootViewController is UITabBarController }) { app in
                    URL(string: link).map { app.user.open($0) } ?? false
                }
            } + ["shop://checkout/2", "shop://product/1", "shop://signout"].map {
                // A link opened while checkout's sheet still slides away shows its screen once
                // the sheet is gone, as any link does.
                .opening($0, afterTapping: "Pay", while: "checkout slides away")
            } + [
                // And while a tapped product's page still slides in: the link lands all the
                // same, in its own tab.
                .opening("shop://favorite/3", afterTapping: "Lamp", while: "Lamp's page slides in"),
                relaunch, secondWindow, .otherWindow]
        )
    }

    /// A second window of the app, as on iPad, with the same services.
    private static var secondWindow: ExplorerAction {
        .secondWindow { app in
            if app.isReference {
                return ReferenceShopApp.secondScene(beside: app)
            }
            guard let services = app.kept(AppServices.self) else { return nil }
            return { User.launch(sceneDelegate: Design.makeSceneDelegate(services: services)).map { ($0, [services]) } }
        }
    }

    /// The app ended and launched again with the services it had, as iOS relaunches it.
    private static var relaunch: ExplorerAction {
        ExplorerAction("the app relaunched", timesPerPath: 1, relaunches: true) { app in
            if app.isReference {
                return ReferenceShopApp.relaunch(app)
            }
            guard let services = app.kept(AppServices.self) else { return false }
            return app.relaunch { User.launch(sceneDelegate: Design.makeSceneDelegate(services: services)).map { ($0, [services]) } }
        }
    }

    /// Task 8: after any steps, links among them, the learner's app shows what the lesson's app shows.
    func behavesAsTheLesson() {
        guard Run(services: Run.signedIn(), launchedBy: "launching the app signed in") != nil else { return }
        LockstepExplorer(Self.exploration).expectSameBehaviour(
            reference: ReferenceShopApp.launch,
            subject: {
                let services = Run.signedIn()
                return User.launch(sceneDelegate: Design.makeSceneDelegate(services: services)).map { ($0, [services]) }
            },
            kata: "capstone"
        )
    }

    /// The Shop tab's list, as the catalog gives it.
    static var shopList: String { "ProductListViewController (Lamp, Rug, Vase)" }
    /// The Favorites tab's list.
    static var favoritesList: String { "ProductListViewController (Vase, Lamp)" }

    // MARK: - Task 1

    func startsWhereSessionSays() {
        let services = AppServices()
        guard let run = Run(services: services, launchedBy: "launching the app for the first time") else { return }
        guard run.expectVisible("OnboardingViewController", why: "nobody has seen onboarding yet"), run.tap("Get Started") else { return }
        guard run.signIn(as: "Ada") else { return }
        guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList]], why: "signed in, the user sees the app, on the Shop tab", task: 1) else { return }
        if !services.session.hasOnboarded || services.session.userName != "Ada" {
            run.fail(expected: "the session should remember that onboarding was seen and who signed in.", actual: "It says hasOnboarded \(services.session.hasOnboarded), userName \(services.session.userName.map { "\"\($0)\"" } ?? "nil"). Set them when the user gets past each screen.")
            return
        }
        guard let again = Run(services: services, launchedBy: "signing in, then launching the app again") else { return }
        guard again.expectTabs(selected: 0, stacks: [0: [Self.shopList]], why: "the session remembers the user, so the app opens signed in", task: 1) else { return }
        let signedOut = AppServices(session: Session(hasOnboarded: true))
        guard let returning = Run(services: signedOut, launchedBy: "launching the app with onboarding seen and nobody signed in") else { return }
        returning.expectVisible("SignInViewController", why: "onboarding was seen, so the app asks the user to sign in")
    }

    // MARK: - Task 2

    func listsShowTheirDetail() {
        guard let run = Run(services: Run.signedIn(), launchedBy: "launching the app signed in") else { return }
        for product in ["Rug", "Lamp"] {
            guard run.tap(product) else { return }
            guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (\(product))"]], why: "a Shop row pushes the shop's page for that product above the list", task: 2), run.tapBack() else { return }
        }
        guard run.tap("Lamp"), run.selectTab(1) else { return }
        guard run.expectTabs(selected: 1, stacks: [0: [Self.shopList, "ProductDetailViewController (Lamp)"], 1: [Self.favoritesList]], why: "Favorites lists the saved products, and the Shop tab keeps its stack", task: 2) else { return }
        for product in ["Vase", "Lamp"] {
            guard run.tap(product) else { return }
            guard run.expectTabs(selected: 1, stacks: [1: [Self.favoritesList, "FavoriteDetailViewController (\(product))"]], why: "a Favorites row pushes the saved product's own page, FavoriteDetailViewController, above the list", task: 2), run.tapBack() else { return }
        }
    }

    // MARK: - Task 3

    /// Buy, from either tab's page, presents checkout in a sheet; a swipe let go halfway leaves it
    /// running; Pay or a finished swipe ends it, and its flow is released; Buy works again after.
    func checkoutIsAChildFlow() {
        guard let run = Run(services: Run.signedIn(), launchedBy: "launching the app signed in") else { return }
        guard run.openRow("Rug") else { return }
        // The sheet's presentation delegate is checkout's own coordinator in most designs, made
        // for each Buy and released with it; in some it is a coordinator that lives as long as
        // the signed-in app. The first round's delegate is judged in the second: the same object
        // again lives on by design; another one means the first was never released.
        weak var firstDelegate: AnyObject?
        var firstDelegateTracker: LifetimeTracker?
        var firstSteps = ""
        for ending in ["Pay", "swipe"] {
            let tracker = LifetimeTracker()
            guard tracker.trackingCreatedControllers({ run.tap("Buy") }) else { return }
            guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], sheet: "CheckoutViewController (Rug)", why: "Buy presents checkout for the product in a sheet of its own, over the page", task: 3) else { return }
            if let delegate = run.tabs?.presentedViewController?.presentationController?.delegate {
                if ending == "Pay" {
                    firstDelegate = delegate
                    let delegateTracker = LifetimeTracker()
                    delegateTracker.track(delegate, named: "the first checkout sheet's presentation delegate (its coordinator, most likely)")
                    firstDelegateTracker = delegateTracker
                } else if delegate !== firstDelegate {
                    if let message = firstDelegateTracker?.survivorsMessage(after: firstSteps) {
                        run.fail(expected: "the first checkout ended, so its flow (its coordinator and screens) should be released: the parent forgets a child once it ends.", actual: message)
                        return
                    }
                    tracker.track(delegate, named: "the checkout sheet's presentation delegate (its coordinator, most likely)")
                }
            }
            guard run.swipeSheet(completing: false) else { return }
            guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], sheet: "CheckoutViewController (Rug)", why: "a swipe let go halfway leaves checkout up, and its flow running", task: 3) else { return }
            guard ending == "Pay" ? run.tap("Pay") : run.swipeSheet(completing: true) else { return }
            if ending == "Pay", run.sheet != nil {
                run.fail(
                    expected: "Pay should close checkout: the sheet goes, the page is back.",
                    actual: "\(run.sheet ?? "") is still presented: Pay did nothing. Is the flow that should hear it still alive? A checkout that ends when a swipe starts (presentationControllerWillDismiss) is gone after a swipe let go halfway; end it when the swipe finishes (presentationControllerDidDismiss)."
                )
                return
            }
            guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], why: "checkout ended, so its sheet is gone and the page is back", task: 3) else { return }
            firstSteps = run.steps.joined(separator: ", ")
            if let message = tracker.survivorsMessage(after: firstSteps) {
                run.fail(expected: "checkout ended, so its flow (its coordinator and screens) should be released: the parent forgets a child once it ends.", actual: message)
                return
            }
        }
        guard run.selectTab(1), run.openRow("Vase"), run.tap("Buy") else { return }
        run.expectTabs(selected: 1, stacks: [1: [Self.favoritesList, "FavoriteDetailViewController (Vase)"]], sheet: "CheckoutViewController (Vase)", why: "Buy on a saved product starts checkout too, for that product", task: 3)
    }

    // MARK: - Task 4

    func linkWhileRunning() {
        guard let run = Run(services: Run.signedIn(), launchedBy: "launching the app signed in") else { return }
        guard run.openRow("Rug"), run.open("shop://favorite/1") else { return }
        guard run.expectTabs(selected: 1, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"], 1: [Self.favoritesList, "FavoriteDetailViewController (Lamp)"]], why: "the link selects Favorites and shows Lamp's saved page above the list, leaving Shop as it was", task: 4) else { return }
        guard run.open("shop://product/3") else { return }
        guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Vase)"]], why: "the link selects Shop and shows Vase's page on a fresh stack: the list, then the page, not the page above what was there", task: 4) else { return }
        let tracker = LifetimeTracker()
        guard tracker.trackingCreatedControllers({ run.tap("Buy") }), run.open("shop://product/1") else { return }
        guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Lamp)"]], why: "a link closes the sheet over the app first, then shows its screen", task: 4) else { return }
        if let message = tracker.survivorsMessage(after: run.steps.joined(separator: ", ")) {
            run.fail(expected: "the checkout the link closed should be released, as when the user closes it.", actual: message)
            return
        }
        guard run.open("shop://checkout/2") else { return }
        guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], sheet: "CheckoutViewController (Rug)", why: "a checkout link shows the product's page with checkout over it", task: 4) else { return }
        guard run.open("shop://product/99") else { return }
        run.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], sheet: "CheckoutViewController (Rug)", why: "a link to a product the shop does not sell changes nothing", task: 4)
    }

    // MARK: - Task 5

    func linkAtLaunch() {
        guard let signedIn = Run(services: Run.signedIn(), link: "shop://favorite/3", launchedBy: "launching the app signed in") else { return }
        guard signedIn.expectTabs(selected: 1, stacks: [0: [Self.shopList], 1: [Self.favoritesList, "FavoriteDetailViewController (Vase)"]], why: "a link that launches the app lands where it points, as it does while the app runs", task: 5) else { return }
        guard let signedOut = Run(services: AppServices(session: Session(hasOnboarded: true)), link: "shop://product/2", launchedBy: "launching the app with nobody signed in") else { return }
        guard signedOut.signIn(as: "Ada") else { return }
        guard signedOut.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], why: "the link waited for the user to sign in, then showed its screen", task: 5) else { return }
        guard signedOut.selectTab(2), signedOut.tap("Sign Out"), signedOut.signIn(as: "Grace") else { return }
        guard signedOut.expectTabs(selected: 0, stacks: [0: [Self.shopList], 1: [Self.favoritesList]], why: "a link is opened once: signing in again later starts afresh, without the link that waited the first time", task: 5) else { return }
        guard let running = Run(services: AppServices(session: Session(hasOnboarded: true)), launchedBy: "launching the app with nobody signed in") else { return }
        guard running.open("shop://product/2"), running.signIn(as: "Ada") else { return }
        guard running.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], why: "a link opened on sign-in while the app ran waits for the user to sign in, as one that launches the app does, then shows its screen", task: 5) else { return }
        guard let newcomer = Run(services: AppServices(), link: "shop://checkout/1", launchedBy: "launching the app for the first time") else { return }
        guard newcomer.expectVisible("OnboardingViewController", why: "onboarding comes first, link or not"), newcomer.tap("Get Started"), newcomer.signIn(as: "Ada") else { return }
        newcomer.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Lamp)"]], sheet: "CheckoutViewController (Lamp)", why: "the link waited through onboarding and sign-in, then showed checkout over Lamp's page", task: 5)
    }

    // MARK: - Task 6

    func signOutReleasesEverything() {
        for withSheet in [false, true] {
            let services = Run.signedIn()
            let tracker = LifetimeTracker()
            guard let run = tracker.trackingCreatedControllers({ Run(services: services, launchedBy: "launching the app signed in") }) else { return }
            guard tracker.trackingCreatedControllers({ run.openRow("Rug") && run.selectTab(1) && run.openRow("Vase") }) else { return }
            if withSheet {
                guard tracker.trackingCreatedControllers({ run.tap("Buy") }), run.open("shop://signout") else { return }
            } else {
                guard run.selectTab(2), run.tap("Sign Out") else { return }
            }
            if let visible = run.user.visibleViewController, visible.presentingViewController != nil || visible.navigationController?.presentingViewController != nil {
                run.fail(expected: "the user should see sign-in, with nothing over it.", actual: "\(Run.describe(visible)) is still on screen, presented by the signed-in app: dismiss the sheet before replacing the window's root.")
                return
            }
            guard run.expectVisible("SignInViewController", why: "signed out, the user is asked to sign in") else { return }
            if services.session.userName != nil {
                run.fail(expected: "the session should forget the user.", actual: "userName is still \"\(services.session.userName ?? "")\".")
                return
            }
            if let message = tracker.survivorsMessage(after: run.steps.joined(separator: ", ")) {
                run.fail(
                    expected: "signed out, the whole signed-in app should be released: every coordinator, tab and screen\(withSheet ? ", and the sheet that was up" : "").",
                    actual: message + (withSheet ? " A window root replaced under a sheet keeps the sheet, and all it holds, alive: dismiss it first." : "")
                )
                return
            }
            guard run.signIn(as: "Grace") else { return }
            guard run.expectTabs(selected: 0, stacks: [0: [Self.shopList], 1: [Self.favoritesList]], why: "signed in again, the app starts afresh", task: 6) else { return }
        }
    }

    // MARK: - Task 7

    func scenesAreApart() {
        let services = Run.signedIn()
        guard let first = Run(services: services, launchedBy: "launching the app signed in in one scene"),
              let second = Run(services: services, launchedBy: "launching it in a second scene") else { return }
        guard first.tabs != nil, second.tabs != nil, first.tabs !== second.tabs else {
            second.fail(
                expected: "each scene should show its own signed-in app: its own tab bar, its own coordinators.",
                actual: "The first scene shows \(first.user.window.rootViewController.map(Run.describe) ?? "nothing"), the second \(second.user.window.rootViewController.map(Run.describe) ?? "nothing"). A view controller is the root of one window only: is a coordinator or its tab bar shared between scenes, through a static or a singleton?" + (first.tabs == nil ? " Finish task 1 first." : "")
            )
            return
        }
        guard first.openRow("Rug"), second.open("shop://favorite/1") else { return }
        first.steps.append("opening shop://favorite/1 in the second scene")
        guard second.expectTabs(selected: 1, stacks: [1: [Self.favoritesList, "FavoriteDetailViewController (Lamp)"]], why: "the link lands in the scene it was opened in", task: 7) else { return }
        guard first.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"], 1: [Self.favoritesList]], why: "a link opened in another scene leaves this one as it was: each scene runs its own app", task: 7) else { return }
        // And the other way: a link opened in the scene launched first lands there, not in the
        // last one (an app that keeps "the current scene" in a static keeps the last).
        guard first.open("shop://product/3") else { return }
        second.steps.append("opening shop://product/3 in the first scene")
        guard first.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Vase)"]], why: "the link lands in the scene it was opened in, the first one launched too", task: 7) else { return }
        guard second.expectTabs(selected: 1, stacks: [0: [Self.shopList], 1: [Self.favoritesList, "FavoriteDetailViewController (Lamp)"]], why: "a link opened in another scene leaves this one as it was: each scene runs its own app", task: 7) else { return }
        // With nobody signed in, a link waits in the scene it was opened in (an app that keeps
        // the waiting link in a static shows it in whichever scene signs in first).
        guard let plain = Run(services: AppServices(session: Session(hasOnboarded: true)), launchedBy: "launching the app with nobody signed in in one scene"),
              let linked = Run(services: AppServices(session: Session(hasOnboarded: true)), link: "shop://product/2", launchedBy: "launching it in a second scene with shop://product/2") else { return }
        plain.steps.append("launching it in a second scene with shop://product/2")
        guard plain.signIn(as: "Ada") else { return }
        guard plain.expectTabs(selected: 0, stacks: [0: [Self.shopList], 1: [Self.favoritesList]], why: "a link that waits for sign-in waits in its own scene: signing in in another one shows the plain shop", task: 7) else { return }
        linked.steps.append("signing in in the first scene")
        guard linked.signIn(as: "Grace") else { return }
        linked.expectTabs(selected: 0, stacks: [0: [Self.shopList, "ProductDetailViewController (Rug)"]], why: "the link waited for sign-in in the scene it was opened in", task: 7)
    }
}
