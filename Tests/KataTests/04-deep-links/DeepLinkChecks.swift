import Foundation
import Kata
import KataGrading
import Testing
@testable import DeepLinks

/// The deep-link checks, written once and run against any implementation: the learner's, the
/// reference solution, and each mutant.
@MainActor
struct DeepLinkChecks<Subject: DeepLinkSubject>: KataChecks {
    nonisolated static var checks: [Check<Self>] { [
        Check("1. Every supported link is parsed into its route") { $0.supportedLinksParse() },
        Check("2. Malformed, unknown and hostile links are refused with a reason") { $0.badLinksRefusedWithReason() },
        Check("3. Opening a link selects its tab and builds its stack") { $0.linksLandOnTheirTab() },
        Check("4. A link to another tab leaves the current tab's stack alone") { $0.linkToAnotherTabLeavesCurrentTabAlone() },
        Check("5. A link to the tab you are on replaces its stack") { $0.linkToCurrentTabReplacesStack() },
        Check("6. A link while a sheet is up closes the sheet first") { $0.linkClosesPresentedSheet() },
        Check("7. A refused link changes nothing") { $0.refusedLinkChangesNothing() },
        Check("8. Tabs keep their stacks when the user switches by hand") { $0.tabsKeepTheirStacks() },
        Check("9. Two scenes each route their own links") { $0.scenesDoNotInterfere() },
        Check("10. When a scene closes, its coordinators and screens are released") { $0.closedSceneReleasesEverything() },
        Check("11. Everything else the user does works as the lesson says") { $0.behavesAsTheLesson() },
    ] }

    /// What the explorer compares after each step: the screens (every tab's stack, the selected
    /// tab, what is presented, titles) and the texts on screen; its links lead to each tab, deep
    /// and shallow, and one is refused; two are opened while a pushed product still slides in.
    static var exploration: Exploration {
        Exploration(depth: 3, randomWalks: 48, compares: [.screens, .texts], links: [
            "katashop://shop/products/42", "katashop://shop/products/42/reviews", "katashop://orders/7", "katashop://profile", "katashop://cart",
        ].compactMap(URL.init(string:)), actions: [
            .opening("katashop://shop/products/42", afterTapping: "Product 1", while: "Product 1 slides in"),
            .opening("katashop://orders/7", afterTapping: "Product 1", while: "Product 1 slides in"),
            .secondWindow { app in app.isReference ? ReferenceDeepLinks.launch : { User.launch(sceneDelegate: Subject.makeSceneDelegate()).map { ($0, []) } } },
            .otherWindow,
        ])
    }

    /// Task 11: after any steps, links and tabs among them, the learner's app shows what the lesson's app shows.
    func behavesAsTheLesson() {
        guard launch() != nil else { return }
        LockstepExplorer(Self.exploration).expectSameBehaviour(reference: ReferenceDeepLinks.launch, subject: launchForWalk, kata: Self.kata)
    }

    static var kata: String { "deep-links" }

    /// The supported links, what they parse into, and where they lead: tab, stack, visible title.
    static var supported: [(link: String, route: DeepLink, tab: Int, stack: [String], title: String)] {
        [
            ("katashop://shop", .shop(.products), 0, ["ProductListViewController"], "Shop"),
            ("katashop://shop/products/42", .shop(.product(id: 42)), 0, ["ProductListViewController", "ProductViewController"], "Product 42"),
            ("katashop://shop/products/42/reviews", .shop(.reviews(productID: 42)), 0, ["ProductListViewController", "ProductViewController", "ReviewsViewController"], "Reviews of 42"),
            ("katashop://orders", .orders(.orders), 1, ["OrderListViewController"], "Orders"),
            ("katashop://orders/7", .orders(.order(id: 7)), 1, ["OrderListViewController", "OrderViewController"], "Order 7"),
            ("katashop://profile", .profile, 2, ["ProfileViewController"], "Profile"),
            ("katashop://orders/7?ref=mail", .orders(.order(id: 7)), 1, ["OrderListViewController", "OrderViewController"], "Order 7"),
        ]
    }

    /// Links that must be refused, each breaking exactly one rule of the lesson, and that rule.
    static var refused: [(link: String, problem: String)] {
        [
            ("https://shop/products/42", "the wrong scheme"),
            ("katashop://cart", "an unknown page"),
            ("katashop://shops/products/42", "an unknown page: \"shops\""),
            ("katashop://shop/product/42", "a path word that is not \"products\""),
            ("katashop://shop/products/42/review", "a path word that is not \"reviews\""),
            ("katashop://shop/products", "a missing id"),
            ("katashop://shop/products/abc", "an id that is not a number"),
            ("katashop://shop/products/4.2", "an id that is not a whole number"),
            ("katashop://shop/products/-1", "a negative id"),
            ("katashop://shop/products/0", "the id 0"),
            ("katashop://orders/+7", "an id with a plus sign"),
            ("katashop://orders/007", "an id with leading zeros"),
            ("katashop://orders/1234567890", "an id of ten digits"),
            ("katashop://orders/12345678901234", "an id of fourteen digits"),
            ("katashop://orders/99999999999999999999999", "an id too large for any number"),
            ("katashop://shop/products/42/reviews/extra", "an extra path part"),
            ("katashop://orders/7/cancel", "an extra path part"),
            ("katashop://profile/settings", "an extra path part"),
            ("katashop://shop/products/42%2F..%2Fadmin", "a percent-encoded path in the id"),
            ("katashop://orders/7?ref=" + String(repeating: "a", count: 3000), "a link over 2 048 characters, otherwise fine"),
            ("katashop://shop/products/" + String(repeating: "9", count: 100_000), "a 100 000-character link"),
        ]
    }

    /// The longest refusal the grader accepts: a sentence, not the link repeated.
    static var longestReason: Int { 200 }

    private func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }

    /// A launched scene, by a link when one is given; `nil`, with a message, when it shows no tab bar.
    private func launch(with link: URL? = nil) -> (User, UITabBarController)? {
        let contexts = link.map { Set([UIOpenURLContext(url: $0)]) } ?? []
        guard let user = User.launch(sceneDelegate: Subject.makeSceneDelegate(), urlContexts: contexts) else { return nil }
        guard let tabs = user.window.rootViewController as? UITabBarController, tabs.viewControllers?.count == 3 else {
            Verdict(
                expected: "After the scene connects, its window's root should be a UITabBarController with three tabs (Shop, Orders, Profile), each a navigation controller. Finish task 3 first.",
                actual: user.window.rootViewController.map { "The root is \(ScreenName.of($0)) with \(($0 as? UITabBarController)?.viewControllers?.count ?? 0) tabs." } ?? "The window has no root.",
                kata: Self.kata
            ).record()
            return nil
        }
        return (user, tabs)
    }

    /// The class names of a tab's stack.
    private func stack(_ tabs: UITabBarController, _ index: Int) -> [String] {
        ((tabs.viewControllers?[index] as? UINavigationController)?.viewControllers ?? []).map(ScreenName.of)
    }

    /// Where a tab bar was: the selected tab and each tab's stack.
    struct Landing: Equatable {
        var selected: Int
        var stacks: [[String]]
    }

    /// The tab bar's selected tab and stacks, now.
    private func landing(_ tabs: UITabBarController) -> Landing {
        Landing(selected: tabs.selectedIndex, stacks: (0..<(tabs.viewControllers?.count ?? 0)).map { stack(tabs, $0) })
    }

    /// Expects the selected tab and its stack; returns whether both hold. The failure explains
    /// what went wrong by comparing with `before`, where the tab bar was when the link came.
    ///
    /// - Parameter otherScene: Whether the link was opened in another scene, so that this one
    ///   should not have moved at all.
    @discardableResult
    /// - Parameter sheetSwipeLetGo: Whether the user had let go of a swipe on the sheet, which
    ///   stays up: code that forgot the sheet when the swipe started cannot close it.
    private func expectLanded(_ user: User, _ tabs: UITabBarController, tab: Int, stack expected: [String], after action: String, before: Landing? = nil, otherScene: Bool = false, sheetSwipeLetGo: Bool = false) -> Bool {
        let actual = stack(tabs, tab)
        guard tabs.selectedIndex == tab, actual == expected, tabs.presentedViewController == nil else {
            let now = landing(tabs)
            let movedElsewhere = before.flatMap { before in
                before.stacks.indices.first { index in index != tab && index < now.stacks.count && now.stacks[index] != before.stacks[index] }
            }
            let advice: String
            if otherScene {
                advice = "This scene opened no link, yet it changed: the link opened in the other scene reached it. Each scene keeps its own window and coordinator tree; look for a static or shared coordinator, or code that finds \"the\" window."
            } else if tabs.presentedViewController != nil {
                advice = "Close what is presented before routing: the link is for the screens beneath it."
                    + (sheetSwipeLetGo ? " The user had let go of a swipe on the sheet, and it stayed up: does your code forget the sheet as soon as a swipe starts (presentationControllerWillDismiss)? Forget it only once the sheet is gone (presentationControllerDidDismiss)." : "")
            } else if let other = movedElsewhere, let before {
                advice = other == before.selected
                    ? "The link's screens went to tab \(other), the tab that was selected: its stack was \(ScreenName.list(before.stacks[other])) and is \(ScreenName.list(now.stacks[other])). Select the link's tab first, then let that tab's coordinator build its own stack."
                    : "The link changed tab \(other) too: its stack was \(ScreenName.list(before.stacks[other])) and is \(ScreenName.list(now.stacks[other])). A link builds its own tab's stack and leaves the others as the user left them."
            } else if tabs.selectedIndex != tab {
                advice = "In open(_:), select the link's tab before its coordinator builds the stack."
            } else if let before, before == now {
                advice = "Nothing moved when the link came: does it reach the root coordinator's open(_:) and from there the tab's coordinator?"
            } else if actual.count < expected.count, Array(expected.suffix(actual.count)) == actual {
                advice = "The link's screen is there, but not the screens beneath it: build the whole stack the route describes, so that Back leads where it would if the user had come by hand."
            } else {
                advice = "Build the tab's stack from the route alone, replacing what the tab held."
            }
            Verdict(
                expected: "\(action), tab \(tab) should be selected, with the stack \(ScreenName.list(expected)), and nothing presented.",
                actual: "Tab \(tabs.selectedIndex) is selected; tab \(tab)'s stack is \(ScreenName.list(actual))\(tabs.presentedViewController.map { "; \(ScreenName.of($0)) is presented" } ?? ""). " + advice,
                hierarchyOf: user,
                kata: Self.kata
            ).record()
            return false
        }
        return true
    }

    /// Links that parse like a supported one: a fragment does not choose the page either.
    static var parsedAlike: [(link: String, route: DeepLink)] {
        [("katashop://orders/7#details", .orders(.order(id: 7)))]
    }

    /// Task 1.
    func supportedLinksParse() {
        var problems: [String] = []
        for entry in Self.supported.map({ ($0.link, $0.route) }) + Self.parsedAlike {
            switch Subject.parse(url(entry.link)) {
            case let .success(route) where route == entry.route:
                continue
            case let .success(route):
                problems.append("\(entry.link) parsed into .\(route), not .\(entry.route).")
            case let .failure(error):
                problems.append("\(entry.link) was refused (\"\(error)\"), but should parse into .\(entry.route).")
            }
        }
        if !problems.isEmpty {
            Verdict(expected: "Each supported link should parse into its route.", actual: problems.joined(separator: "\n"), kata: Self.kata).record()
        }
    }

    /// Task 2.
    func badLinksRefusedWithReason() {
        let unparsed = Self.supported.filter { entry in
            if case .success = Subject.parse(url(entry.link)) { return false }
            return true
        }
        guard unparsed.isEmpty else {
            Verdict(
                expected: "This check needs a parser that accepts the supported links: one that refuses everything refuses bad links too. Finish task 1 first.",
                actual: "\(unparsed.count) of \(Self.supported.count) supported links are refused, \(unparsed[0].link) among them.",
                kata: Self.kata
            ).record()
            return
        }
        var problems: [String] = []
        for entry in Self.refused {
            let shown = entry.link.count > 60 ? String(entry.link.prefix(60)) + "…" : entry.link
            switch Subject.parse(url(entry.link)) {
            case let .success(route):
                problems.append("\(shown) (\(entry.problem)) was accepted as .\(route).")
            case let .failure(error) where String(describing: error).trimmingCharacters(in: .whitespaces).isEmpty:
                problems.append("\(shown) (\(entry.problem)) was refused without a reason.")
            case let .failure(error) where String(describing: error).count > Self.longestReason:
                problems.append("\(shown) (\(entry.problem)) was refused with a reason of \(String(describing: error).count) characters: say why in a sentence, quoting at most the start of the link.")
            case .failure:
                continue
            }
        }
        if !problems.isEmpty {
            Verdict(expected: "Malformed, unknown and hostile links should be refused, each with a reason a log can show.", actual: problems.joined(separator: "\n"), kata: Self.kata).record()
        }
    }

    /// Task 3: each link, opened in a running app and launching it.
    func linksLandOnTheirTab() {
        for entry in Self.supported {
            guard let (user, tabs) = launch() else { return }
            let before = landing(tabs)
            guard user.open(url(entry.link)) else { return }
            guard expectLanded(user, tabs, tab: entry.tab, stack: entry.stack, after: "After opening \(entry.link)", before: before) else { return }
            guard expectTitle(entry.title, user, after: "After opening \(entry.link)") else { return }
        }
        guard let (_, plainTabs) = launch() else { return }
        let plainLaunch = landing(plainTabs)
        for entry in Self.supported {
            guard let (user, tabs) = launch(with: url(entry.link)) else { return }
            let action = "After the app was launched by \(entry.link) (it arrives in connectionOptions.urlContexts at scene(_:willConnectTo:options:))"
            guard expectLanded(user, tabs, tab: entry.tab, stack: entry.stack, after: action, before: plainLaunch),
                  expectTitle(entry.title, user, after: action) else { return }
        }
    }

    /// Expects the visible screen's title, which shows that the route's id reached it.
    private func expectTitle(_ expected: String, _ user: User, after action: String) -> Bool {
        let title = user.visibleViewController?.title ?? ""
        guard title != expected else { return true }
        Verdict(
            expected: "\(action), the visible screen should be titled \"\(expected)\": the route's id reaches the screen.",
            actual: "It is titled \"\(title)\".",
            hierarchyOf: user,
            kata: Self.kata
        ).record()
        return false
    }

    /// Task 4: from every state without a sheet (task 6's), a link to another tab leaves every other tab's stack as it was.
    func linkToAnotherTabLeavesCurrentTabAlone() {
        guard launch() != nil else { return }
        walk.visit(launch: launchForWalk) { state in
            guard let tabs = tabBar(of: state.user), tabs.presentedViewController == nil else { return true }
            let selected = tabs.selectedIndex
            for entry in Self.supported where entry.tab != selected {
                guard let (user, tabs) = reach(state.path) else { return false }
                let before = (0..<3).filter { $0 != entry.tab }.map { stack(tabs, $0) }
                let landed = landing(tabs)
                let action = "\(state.sentence), after opening \(entry.link)"
                guard user.open(url(entry.link)), expectLanded(user, tabs, tab: entry.tab, stack: entry.stack, after: action, before: landed) else { return false }
                let after = (0..<3).filter { $0 != entry.tab }.map { stack(tabs, $0) }
                guard after == before else {
                    Verdict(
                        expected: "\(action), the other tabs' stacks should be as the user left them: \(before.map(ScreenName.list).joined(separator: " and ")).",
                        actual: "They are \(after.map(ScreenName.list).joined(separator: " and ")). A link builds its own tab's stack and leaves the others as the user left them: select the link's tab first, let that tab's coordinator build its stack, and reset no other tab.",
                        hierarchyOf: user,
                        kata: Self.kata
                    ).record()
                    return false
                }
            }
            return true
        }
    }

    /// Task 5: from every state without a sheet (task 6's), a link to the selected tab replaces its stack with the link's.
    func linkToCurrentTabReplacesStack() {
        guard launch() != nil else { return }
        walk.visit(launch: launchForWalk) { state in
            guard let tabs = tabBar(of: state.user), tabs.presentedViewController == nil else { return true }
            let selected = tabs.selectedIndex
            for entry in Self.supported where entry.tab == selected {
                guard let (user, tabs) = reach(state.path) else { return false }
                let before = landing(tabs)
                let action = "\(state.sentence), after opening \(entry.link)"
                guard user.open(url(entry.link)), expectLanded(user, tabs, tab: entry.tab, stack: entry.stack, after: action, before: before),
                      expectTitle(entry.title, user, after: action) else { return false }
            }
            return true
        }
    }

    /// Task 6: from every state with a sheet up, every link closes it and lands.
    func linkClosesPresentedSheet() {
        guard let (user, tabs) = launch(), user.selectTab(titled: "Profile"), user.tap("Settings"),
              tabs.presentedViewController != nil || failStart(user, "Settings on Profile should present a sheet", task: 3) else { return }
        walk.visit(launch: launchForWalk) { state in
            guard tabBar(of: state.user)?.presentedViewController != nil else { return true }
            for entry in Self.supported {
                guard let (user, tabs) = reach(state.path) else { return false }
                guard user.open(url(entry.link)),
                      expectLanded(user, tabs, tab: entry.tab, stack: entry.stack, after: "\(state.sentence), with a sheet up, after opening \(entry.link)",
                                   sheetSwipeLetGo: state.path.contains(.swipeDown(completing: false))) else { return false }
            }
            return true
        }
    }

    /// Task 7: in every state, sheet up or not, a link the parser refuses changes nothing on screen.
    ///
    /// It opens only links the learner's own parser refuses, so a lax parser fails task 2, not
    /// this: right after launch every such link of task 2's table, and a few in every state.
    func refusedLinkChangesNothing() {
        guard let (user, tabs) = launch(), user.open(url("katashop://shop/products/2")) else { return }
        guard tabs.selectedIndex == 0, stack(tabs, 0) == ["ProductListViewController", "ProductViewController"] else {
            _ = failStart(user, "katashop://shop/products/2 should open Product 2 in Shop", task: 3)
            return
        }
        let refusedByParser = ["katashop://shop/products/abc", "katashop://cart", "https://shop/products/42", "katashop://orders/007", "katashop://orders/7/cancel"]
            .filter { link in
                if case .failure = Subject.parse(url(link)) { return true }
                return false
            }
        let everyRefused = Self.refused.map(\.link).filter { link in
            if case .failure = Subject.parse(url(link)) { return true }
            return false
        }
        walk.visit(launch: launchForWalk) { state in
            let before = state.user.hierarchy
            for link in state.path.isEmpty ? everyRefused : refusedByParser {
                state.user.open(url(link))
                guard state.user.hierarchy == before else {
                    Verdict(
                        expected: "\(state.sentence), opening the refused link \(link.count > 60 ? String(link.prefix(60)) + "…" : link) should change nothing on screen.",
                        actual: "Parse first, and when the parser refuses, change nothing: no tab, no stack, no dismissal. Before, the app looked like this:\n" + before.lines.map { "  " + $0 }.joined(separator: "\n") + "\nAfter, it looks like the picture below.",
                        hierarchyOf: state.user,
                        kata: Self.kata
                    ).record()
                    return false
                }
            }
            return true
        }
    }

    // MARK: - Walking the app

    /// Every arrangement of screens the user reaches in three gestures (tabs, rows, Reviews,
    /// Settings, Back, a back swipe or a sheet swipe let go halfway, a sheet swiped away), each
    /// once: two products differ only in their titles, so one stands for both. A finished back
    /// swipe pops as the back button does, so the walk leaves it out.
    private var walk: FlowWalk {
        FlowWalk(
            depth: 3,
            allows: { $0 != .swipeBack(completing: true) },
            distinctBy: { user in
                user.hierarchy.lines.map { $0.split(separator: "\"").first ?? "" }.joined(separator: "\n")
            }
        )
    }

    /// A freshly launched scene for the walk.
    private func launchForWalk() -> (user: User, keeps: [AnyObject])? {
        User.launch(sceneDelegate: Subject.makeSceneDelegate()).map { ($0, []) }
    }

    /// A fresh app brought to the state `path` leads to, with its tab bar.
    private func reach(_ path: [Gesture]) -> (User, UITabBarController)? {
        guard let (user, _) = walk.reach(path, launch: launchForWalk), let tabs = tabBar(of: user) else { return nil }
        return (user, tabs)
    }

    /// The tab bar at the window's root, if it is one.
    private func tabBar(of user: User) -> UITabBarController? {
        user.window.rootViewController as? UITabBarController
    }

    /// Task 8.
    func tabsKeepTheirStacks() {
        guard let (user, tabs) = launch(), user.tap("Product 2"), user.selectTab(titled: "Orders"), user.tap("Order 8"),
              user.selectTab(titled: "Shop") else { return }
        let shopStack = stack(tabs, 0)
        let ordersStack = stack(tabs, 1)
        if shopStack != ["ProductListViewController", "ProductViewController"] || ordersStack != ["OrderListViewController", "OrderViewController"] || user.visibleViewController?.title != "Product 2" {
            Verdict(
                expected: "After Product 2 in Shop, Order 8 in Orders, and back to Shop by hand, each tab should keep its stack, and Product 2 should be visible.",
                actual: "Shop's stack is \(ScreenName.list(shopStack)), Orders' is \(ScreenName.list(ordersStack)).",
                hierarchyOf: user,
                kata: Self.kata
            ).record()
        }
    }

    /// Task 9.
    func scenesDoNotInterfere() {
        guard let (first, firstTabs) = launch(), let (second, secondTabs) = launch() else { return }
        let firstBefore = landing(firstTabs)
        let secondAtStart = landing(secondTabs)
        guard first.open(url("katashop://orders/7")) else { return }
        if landing(firstTabs) == firstBefore, landing(secondTabs) != secondAtStart {
            Verdict(
                expected: "In the first of two scenes, after opening katashop://orders/7, the first scene should show order 7, and the second stay as it was.",
                actual: "The first scene did not move; the second did. A link goes to the scene it was opened in: each scene delegate keeps its own coordinator tree, with no static or shared coordinator, and no code that finds \"the\" window.",
                hierarchyOf: second,
                kata: Self.kata
            ).record()
            return
        }
        guard expectLanded(first, firstTabs, tab: 1, stack: ["OrderListViewController", "OrderViewController"], after: "In the first of two scenes, after opening katashop://orders/7", before: firstBefore) else { return }
        guard expectLanded(second, secondTabs, tab: 0, stack: ["ProductListViewController"], after: "In the second scene, after a link was opened in the first", otherScene: true) else { return }
        let secondBefore = landing(secondTabs)
        guard second.open(url("katashop://shop/products/42")) else { return }
        expectLanded(second, secondTabs, tab: 0, stack: ["ProductListViewController", "ProductViewController"], after: "In the second scene, after opening katashop://shop/products/42", before: secondBefore)
        expectLanded(first, firstTabs, tab: 1, stack: ["OrderListViewController", "OrderViewController"], after: "In the first scene, after a link was opened in the second", otherScene: true)
    }

    /// Task 10: in every state the walk reaches, and after each supported link (opened while
    /// running, or launching the app), closing the scene in the app switcher releases every
    /// screen the scene made, and its scene delegate.
    func closedSceneReleasesEverything() {
        guard launch() != nil else { return }
        for link in Self.supported.map(\.link) {
            for atLaunch in [false, true] {
                guard closingReleases(after: link, atLaunch: atLaunch) else { return }
            }
        }
        walk.visit(launch: {
            User.launch(sceneDelegate: Subject.makeSceneDelegate()).map { user in (user, user.scene?.delegate.map { [$0 as AnyObject] } ?? []) }
        }, lettingGo: { user in
            user.closeScene()
        }, afterLettingGo: { letGo in
            letGo.tracker.expectAllReleased(
                after: letGo.moment(lettingGoOf: "its scene, closed in the app switcher"),
                of: "screen and coordinator of the scene, and its scene delegate,",
                kata: Self.kata
            )
        })
    }

    /// Opens `link` (or launches with it), closes the scene, and expects everything released.
    private func closingReleases(after link: String, atLaunch: Bool) -> Bool {
        let tracker = LifetimeTracker()
        let opened: Bool = tracker.trackingCreatedControllers {
            let contexts = atLaunch ? Set([UIOpenURLContext(url: url(link))]) : []
            guard let user = User.launch(sceneDelegate: Subject.makeSceneDelegate(), urlContexts: contexts) else { return false }
            if let delegate = user.scene?.delegate {
                tracker.track(delegate as AnyObject)
                tracker.considerAsHolders(keptBy: delegate as AnyObject)
            }
            guard atLaunch || user.open(url(link)) else { return false }
            return user.closeScene()
        }
        guard opened else { return false }
        return tracker.expectAllReleased(
            after: atLaunch ? "the app launched with \(link), and its scene was closed in the app switcher" : "opening \(link), then closing the scene in the app switcher",
            of: "screen and coordinator of the scene, and its scene delegate,",
            kata: Self.kata
        )
    }

    /// Records that a check's starting point failed, and returns `false` to stop the check.
    private func failStart(_ user: User, _ expectation: String, task: Int) -> Bool {
        Verdict(
            expected: "This check starts from the tabs as the user leaves them: \(expectation). Finish task \(task) first.",
            actual: "It did not.",
            hierarchyOf: user,
            kata: Self.kata
        ).record()
        return false
    }
}
