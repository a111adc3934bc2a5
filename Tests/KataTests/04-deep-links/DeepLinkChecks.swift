import Foundation
import Kata
import KataGrading
import Testing
@testable import DeepLinks

/// The deep-link checks, written once and run against any implementation: the learner's, the
/// reference solution, and each mutant.
@MainActor
struct DeepLinkChecks<Subject: DeepLinkSubject> {
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
        ]
    }

    /// Links that must be refused, and what is wrong with each.
    static var refused: [(link: String, problem: String)] {
        [
            ("https://shop/products/42", "the wrong scheme"),
            ("katashop://cart", "an unknown page"),
            ("katashop://shop/products", "a missing id"),
            ("katashop://shop/products/abc", "an id that is not a number"),
            ("katashop://shop/products/4.2", "an id that is not a whole number"),
            ("katashop://orders/99999999999999999999999", "an id too large for any order"),
            ("katashop://shop/products/42/reviews/extra", "an extra path part"),
            ("katashop://orders/7/cancel", "an extra path part"),
            ("katashop://profile/settings", "an extra path part"),
            ("katashop://shop/products/42%2F..%2Fadmin", "a percent-encoded path in the id"),
            ("katashop://shop/products/" + String(repeating: "9", count: 100_000), "a very long link"),
        ]
    }

    private func url(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }

    /// A launched scene; `nil`, with a message, when it shows no tab bar.
    private func launch() -> (User, UITabBarController)? {
        guard let user = User.launch(sceneDelegate: Subject.makeSceneDelegate()) else { return nil }
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

    /// Expects the selected tab and its stack; returns whether both hold.
    @discardableResult
    private func expectLanded(_ user: User, _ tabs: UITabBarController, tab: Int, stack expected: [String], after action: String) -> Bool {
        let actual = stack(tabs, tab)
        guard tabs.selectedIndex == tab, actual == expected, tabs.presentedViewController == nil else {
            Verdict(
                expected: "\(action), tab \(tab) should be selected, with the stack \(ScreenName.list(expected)), and nothing presented.",
                actual: "Tab \(tabs.selectedIndex) is selected; tab \(tab)'s stack is \(ScreenName.list(actual))\(tabs.presentedViewController.map { "; \(ScreenName.of($0)) is presented" } ?? "").",
                hierarchyOf: user,
                kata: Self.kata
            ).record()
            return false
        }
        return true
    }

    /// Task 1.
    func supportedLinksParse() {
        var problems: [String] = []
        for entry in Self.supported {
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
            case .failure:
                continue
            }
        }
        if !problems.isEmpty {
            Verdict(expected: "Malformed, unknown and hostile links should be refused, each with a reason a log can show.", actual: problems.joined(separator: "\n"), kata: Self.kata).record()
        }
    }

    /// Task 3.
    func linksLandOnTheirTab() {
        for entry in Self.supported {
            guard let (user, tabs) = launch() else { return }
            guard user.open(url(entry.link)) else { return }
            guard expectLanded(user, tabs, tab: entry.tab, stack: entry.stack, after: "After opening \(entry.link)") else { continue }
            let title = user.visibleViewController?.title ?? ""
            if title != entry.title {
                Verdict(
                    expected: "After opening \(entry.link), the visible screen should be titled \"\(entry.title)\": the route's id reaches the screen.",
                    actual: "It is titled \"\(title)\".",
                    hierarchyOf: user,
                    kata: Self.kata
                ).record()
            }
        }
    }

    /// Task 4.
    func linkToAnotherTabLeavesCurrentTabAlone() {
        guard let (user, tabs) = launch(), user.selectTab(titled: "Orders"), user.tap("Order 7"),
              stack(tabs, 1) == ["OrderListViewController", "OrderViewController"] || failStart(user, "tapping Order 7 in Orders should push the order", task: 3),
              user.open(url("katashop://shop/products/42")) else { return }
        guard expectLanded(user, tabs, tab: 0, stack: ["ProductListViewController", "ProductViewController"], after: "Deep in Orders, after opening katashop://shop/products/42") else { return }
        if stack(tabs, 1) != ["OrderListViewController", "OrderViewController"] {
            Verdict(
                expected: "A link to Shop should leave the Orders tab's stack as the user left it: [OrderListViewController, OrderViewController].",
                actual: "Orders' stack is now \(ScreenName.list(stack(tabs, 1))).",
                hierarchyOf: user,
                kata: Self.kata
            ).record()
        }
    }

    /// Task 5.
    func linkToCurrentTabReplacesStack() {
        guard let (user, tabs) = launch(), user.tap("Product 1"), user.tap("Reviews"),
              stack(tabs, 0).count == 3 || failStart(user, "Product 1 then Reviews should push two screens in Shop", task: 3),
              user.open(url("katashop://shop/products/42")) else { return }
        guard expectLanded(user, tabs, tab: 0, stack: ["ProductListViewController", "ProductViewController"], after: "On Shop, deep in Product 1's reviews, after opening katashop://shop/products/42") else { return }
        if user.visibleViewController?.title != "Product 42" {
            Verdict(expected: "The visible screen should be Product 42.", actual: "It is \"\(user.visibleViewController?.title ?? "")\".", hierarchyOf: user, kata: Self.kata).record()
        }
    }

    /// Task 6.
    func linkClosesPresentedSheet() {
        guard let (user, tabs) = launch(), user.selectTab(titled: "Profile"), user.tap("Settings"),
              tabs.presentedViewController != nil || failStart(user, "Settings on Profile should present a sheet", task: 3),
              user.open(url("katashop://orders/7")) else { return }
        expectLanded(user, tabs, tab: 1, stack: ["OrderListViewController", "OrderViewController"], after: "With Settings presented, after opening katashop://orders/7")
    }

    /// Task 7.
    func refusedLinkChangesNothing() {
        guard let (user, tabs) = launch(), user.open(url("katashop://shop/products/2")) else { return }
        guard tabs.selectedIndex == 0, stack(tabs, 0) == ["ProductListViewController", "ProductViewController"] else {
            _ = failStart(user, "katashop://shop/products/2 should open Product 2 in Shop", task: 3)
            return
        }
        guard user.selectTab(titled: "Orders") else { return }
        let before = user.hierarchy
        for link in ["katashop://shop/products/abc", "katashop://cart", "https://shop/products/42"] {
            user.open(url(link))
            if user.hierarchy != before {
                Verdict(
                    expected: "Opening the refused link \(link) should change nothing on screen.",
                    actual: "Before, the app looked like this:\n" + before.lines.map { "  " + $0 }.joined(separator: "\n") + "\nAfter, it looks like the picture below.",
                    hierarchyOf: user,
                    kata: Self.kata
                ).record()
                return
            }
        }
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
        guard let (first, firstTabs) = launch(), let (second, secondTabs) = launch(),
              first.open(url("katashop://orders/7")) else { return }
        guard expectLanded(first, firstTabs, tab: 1, stack: ["OrderListViewController", "OrderViewController"], after: "In the first of two scenes, after opening katashop://orders/7") else { return }
        guard expectLanded(second, secondTabs, tab: 0, stack: ["ProductListViewController"], after: "In the second scene, after a link was opened in the first") else { return }
        guard second.open(url("katashop://shop/products/42")) else { return }
        expectLanded(second, secondTabs, tab: 0, stack: ["ProductListViewController", "ProductViewController"], after: "In the second scene, after opening katashop://shop/products/42")
        expectLanded(first, firstTabs, tab: 1, stack: ["OrderListViewController", "OrderViewController"], after: "In the first scene, after a link was opened in the second")
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
