import Foundation
import Kata
import KataGrading
import Testing
@testable import ShopApp

/// One scene of the app, launched with the services the check prepared (and a link, when the
/// check launches by one), and the steps taken in it, so a failure names the state by what the
/// user did.
@MainActor
final class ShopAppRun<Design: ShopAppDesign> {
    let services: AppServices
    let user: User
    /// What the user did so far, in words.
    var steps: [String]

    /// Launches a scene; `nil`, with the model's message, when the scene made no window.
    init?(services: AppServices, link: String? = nil, launchedBy description: String) {
        self.services = services
        steps = [description + (link.map { " by the link \($0)" } ?? "")]
        let contexts = link.flatMap(URL.init(string:)).map { Set([UIOpenURLContext(url: $0)]) } ?? []
        guard let user = User.launch(sceneDelegate: Design.makeSceneDelegate(services: services), urlContexts: contexts) else { return nil }
        self.user = user
    }

    /// A signed-in user's services: onboarded, signed in as Ada.
    static func signedIn() -> AppServices {
        AppServices(session: Session(hasOnboarded: true, userName: "Ada"))
    }

    /// The state, named by the steps that led to it.
    var sentence: String {
        "After " + steps.joined(separator: ", ")
    }

    /// The tab bar, when the window shows one.
    var tabs: UITabBarController? {
        user.window.rootViewController as? UITabBarController
    }

    /// A screen, as failures name it: its type, and the product it shows.
    static func describe(_ screen: UIViewController) -> String {
        switch screen {
        case let detail as ProductDetailViewController: "ProductDetailViewController (\(detail.product.name))"
        case let saved as FavoriteDetailViewController: "FavoriteDetailViewController (\(saved.product.name))"
        case let checkout as CheckoutViewController: "CheckoutViewController (\(checkout.product.name))"
        case let list as ProductListViewController: "ProductListViewController (\(list.products.map(\.name).joined(separator: ", ")))"
        case let navigation as UINavigationController: navigation.viewControllers.map(describe).joined(separator: " → ")
        default: String(describing: Swift.type(of: screen))
        }
    }

    /// The screens of tab `index`'s stack, bottom first.
    func stack(_ index: Int) -> [String] {
        guard let tab = tabs?.viewControllers?[safe: index] else { return [] }
        return ((tab as? UINavigationController)?.viewControllers ?? [tab]).map(Self.describe)
    }

    /// What is presented over the tab bar, if anything.
    var sheet: String? {
        tabs?.presentedViewController.map(Self.describe)
    }

    /// The screen the user sees, described.
    var visible: String {
        user.visibleViewController.map(Self.describe) ?? "nothing"
    }

    /// Taps a button or a row.
    @discardableResult
    func tap(_ label: String) -> Bool {
        steps.append("tapping \(label)")
        return user.tap(label)
    }

    /// Types into a field.
    func type(_ text: String, into field: String) -> Bool {
        steps.append("typing \(text)")
        return user.type(text, into: field)
    }

    /// Taps a product's row, for a check that needs its page; when no page shows, says that task 2
    /// comes first.
    func openRow(_ product: String) -> Bool {
        guard tap(product) else { return false }
        let top = user.visibleViewController
        guard top is ProductDetailViewController || top is FavoriteDetailViewController else {
            fail(expected: "the row should show the product's page.", actual: "The user sees \(visible). Finish task 2 first.")
            return false
        }
        return true
    }

    /// Selects a tab: 0 Shop, 1 Favorites, 2 Profile.
    func selectTab(_ index: Int) -> Bool {
        steps.append("selecting the \(["Shop", "Favorites", "Profile"][safe: index] ?? "\(index)") tab")
        return user.selectTab(index)
    }

    /// Taps Back.
    func tapBack() -> Bool {
        steps.append("tapping Back")
        return user.tapBack()
    }

    /// Swipes the sheet down: away, or let go halfway so it springs back.
    func swipeSheet(completing: Bool) -> Bool {
        steps.append(completing ? "swiping the sheet away" : "swiping the sheet down and letting go halfway")
        return user.swipeDown(completing: completing)
    }

    /// Opens a link while the app runs.
    func open(_ link: String) -> Bool {
        steps.append("opening \(link)")
        guard let url = URL(string: link) else { return false }
        return user.open(url)
    }

    /// Signs in from the sign-in screen.
    func signIn(as name: String) -> Bool {
        guard expectVisible("SignInViewController", why: "the user must sign in") else { return false }
        return type(name, into: "Name") && tap("Sign In")
    }

    /// Expects the tab bar, with `selected` selected and each given tab's stack; and what is
    /// over it (`nil`: nothing).
    @discardableResult
    func expectTabs(selected: Int, stacks: [Int: [String]], sheet expectedSheet: String? = nil, why reason: String, task: Int) -> Bool {
        guard let tabs, tabs.viewControllers?.count == 3 else {
            fail(
                expected: "the window should show the signed-in app: a tab bar of Shop, Favorites and Profile, each a navigation controller (\(reason)).",
                actual: user.window.rootViewController.map { "It shows \(Self.describe($0))." + (task > 1 ? " Finish task 1 first." : "") }
                    ?? "The window has no root view controller. If the app showed in a scene launched before this one, look for a coordinator or a tab bar shared between scenes, through a static or a singleton: a view controller is the root of one window only, so each scene needs its own."
            )
            return false
        }
        var problems: [String] = []
        if tabs.selectedIndex != selected {
            problems.append("The selected tab is \(["Shop", "Favorites", "Profile"][safe: tabs.selectedIndex] ?? "\(tabs.selectedIndex)"), not \(["Shop", "Favorites", "Profile"][selected]).")
        }
        for (index, expected) in stacks.sorted(by: { $0.key < $1.key }) where stack(index) != expected {
            problems.append("The \(["Shop", "Favorites", "Profile"][index]) tab's stack is \(stack(index).joined(separator: " → ")), not \(expected.joined(separator: " → ")).")
        }
        if sheet != expectedSheet {
            problems.append(expectedSheet.map { "Over the tab bar should be \($0); there is \(sheet ?? "nothing")." } ?? "\(sheet ?? "") is still presented over the tab bar.")
        }
        guard !problems.isEmpty else { return true }
        fail(expected: reason + ".", actual: problems.joined(separator: " "))
        return false
    }

    /// Expects the screen the user sees to be of the type named.
    @discardableResult
    func expectVisible(_ type: String, why reason: String) -> Bool {
        guard let screen = user.visibleViewController, String(describing: Swift.type(of: screen)) == type else {
            fail(expected: "the user should see \(type): \(reason).", actual: "They see \(visible).")
            return false
        }
        return true
    }

    /// Records a failure in the state reached.
    func fail(expected: String, actual: String) {
        Verdict(expected: "\(sentence): \(expected.prefix(1).uppercased() + expected.dropFirst())", actual: actual, hierarchyOf: user, kata: "capstone").record()
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
