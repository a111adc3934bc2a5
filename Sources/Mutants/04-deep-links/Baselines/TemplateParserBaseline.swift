import Foundation
import Kata
@testable import DeepLinks

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a parser matching page templates on the link's text, tab coordinators replacing stacks with `setViewControllers`.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum TemplateParserBaseline {}

extension TemplateParserBaseline {
    /// The root of one scene: a tab bar with one coordinator per tab, and the router of deep links.
    final class AppCoordinator: Coordinator {
        private let window: UIWindow
        private let tabBarController = UITabBarController()
        private let shop = ShopCoordinator()
        private let orders = OrdersCoordinator()
        private let profile = ProfileCoordinator()
        /// Why the last refused link was refused, for a log or an alert.
        private(set) var lastRefusal: DeepLinkError?

        var childCoordinators: [any Coordinator] {
            [shop, orders, profile]
        }

        init(window: UIWindow) {
            self.window = window
        }

        func start() {
            shop.start()
            orders.start()
            profile.start()
            tabBarController.setViewControllers(
                [shop.navigationController, orders.navigationController, profile.navigationController],
                animated: false
            )
            window.rootViewController = tabBarController
            window.makeKeyAndVisible()
        }

        /// Opens a link: a refused one changes nothing; an accepted one is routed from the top.
        func open(_ url: URL) {
            let link: DeepLink
            switch DeepLinkParser.parse(url) {
            case let .success(parsed):
                link = parsed
            case let .failure(refusal):
                lastRefusal = refusal
                return
            }
            if tabBarController.presentedViewController != nil {
                tabBarController.dismiss(animated: false)
            }
            switch link {
            case let .shop(route):
                tabBarController.selectedIndex = 0
                shop.show(route)
            case let .orders(route):
                tabBarController.selectedIndex = 1
                orders.show(route)
            case .profile:
                tabBarController.selectedIndex = 2
                profile.show()
            }
        }
    }

    /// Turns a URL into a ``DeepLink``, or refuses it with a reason. The only code that knows the
    /// URL format: screens and coordinators see routes, never URLs.
    ///
    /// ```
    /// katashop://shop                        -> .shop(.products)
    /// katashop://shop/products/42            -> .shop(.product(id: 42))
    /// katashop://shop/products/42/reviews    -> .shop(.reviews(productID: 42))
    /// katashop://orders                      -> .orders(.orders)
    /// katashop://orders/7                    -> .orders(.order(id: 7))
    /// katashop://profile                     -> .profile
    /// ```
    ///
    /// This parser works on the link's text: it splits it on "/" and matches the parts against a
    /// table of page templates, where ":id" stands for an id.
    enum DeepLinkParser {
        /// Links longer than this are refused unread; the longest real link is under 50 characters.
        static let maximumLength = 1024

        /// One page of the app: its parts, literal or ":id", and the link it leads to.
        private struct Page {
            let template: [String]
            let link: ([Int]) -> DeepLink
        }

        private static func pages() -> [Page] {
            [
                Page(template: ["shop"]) { _ in .shop(.products) },
                Page(template: ["shop", "products", ":id"]) { ids in .shop(.product(id: ids[0])) },
                Page(template: ["shop", "products", ":id", "reviews"]) { ids in .shop(.reviews(productID: ids[0])) },
                Page(template: ["orders"]) { _ in .orders(.orders) },
                Page(template: ["orders", ":id"]) { ids in .orders(.order(id: ids[0])) },
                Page(template: ["profile"]) { _ in .profile },
            ]
        }

        /// The route a URL leads to, or why it leads nowhere.
        static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
            let text = url.absoluteString
            guard text.utf8.count <= maximumLength else {
                return refuse("The link is \(text.utf8.count) characters long; links of the app have at most \(maximumLength).")
            }
            guard let separator = text.range(of: "://") else {
                return refuse("\"\(text)\" is not a katashop:// link.")
            }
            let scheme = text[..<separator.lowerBound]
            guard scheme.lowercased() == "katashop" else {
                return refuse("\"\(scheme)\" links are not for this app; it opens katashop:// links.")
            }

            // The host and the path, without a query or a fragment.
            var rest = text[separator.upperBound...]
            if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
                rest = rest[..<end]
            }
            var rawParts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if rawParts.count > 1, rawParts.last == "" {
                rawParts.removeLast()   // a trailing slash
            }
            var parts: [String] = []
            for raw in rawParts {
                guard let part = raw.removingPercentEncoding else {
                    return refuse("\"\(rest)\" is not correctly percent-encoded.")
                }
                guard !part.isEmpty else {
                    return refuse("\"\(rest)\" has an empty part; it is not a page of the app.")
                }
                parts.append(part)
            }
            let page = parts.joined(separator: "/")

            for candidate in pages() where candidate.template.count == parts.count {
                var ids: [Int] = []
                var matches = true
                for (expected, part) in zip(candidate.template, parts) {
                    if expected == ":id" {
                        guard let id = parseID(part) else {
                            return refuse("\"\(part)\" in \"\(page)\" is not an id: ids are 1 to 9 digits, without sign or leading zero.")
                        }
                        ids.append(id)
                    } else if expected != part {
                        matches = false
                        break
                    }
                }
                if matches {
                    return .success(candidate.link(ids))
                }
            }
            return refuse("\"\(page)\" is not a page of the app.")
        }

        /// A positive id of at most nine ASCII digits, without a sign or a leading zero; else `nil`.
        private static func parseID(_ text: String) -> Int? {
            let digits = text.utf8
            guard (1...9).contains(digits.count),
                  digits.first != UInt8(ascii: "0"),
                  digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                return nil
            }
            return Int(text)
        }

        private static func refuse(_ reason: String) -> Result<DeepLink, DeepLinkError> {
            .failure(DeepLinkError(reason: reason))
        }
    }

    /// The Orders tab: the order list and one order.
    final class OrdersCoordinator: Coordinator {
        let navigationController = UINavigationController()
        let childCoordinators: [any Coordinator] = []

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 1)
            navigationController.setViewControllers([makeList()], animated: false)
        }

        /// Builds the stack a route describes, keeping the list already at the root.
        func show(_ route: OrdersRoute) {
            let list = navigationController.viewControllers.first ?? makeList()
            switch route {
            case .orders:
                navigationController.setViewControllers([list], animated: false)
            case let .order(id):
                navigationController.setViewControllers([list, OrderViewController(id: id)], animated: false)
            }
        }

        private func makeList() -> OrderListViewController {
            let list = OrderListViewController()
            list.onSelect = { [weak self] id in
                self?.navigationController.pushViewController(OrderViewController(id: id), animated: true)
            }
            return list
        }
    }

    /// The Profile tab, with Settings presented as a sheet.
    final class ProfileCoordinator: Coordinator {
        let navigationController = UINavigationController()
        let childCoordinators: [any Coordinator] = []

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
            navigationController.setViewControllers([makeProfile()], animated: false)
        }

        /// Shows the profile itself: the root of the tab.
        func show() {
            let profile = navigationController.viewControllers.first ?? makeProfile()
            navigationController.setViewControllers([profile], animated: false)
        }

        private func makeProfile() -> ProfileViewController {
            let profile = ProfileViewController()
            profile.onSettings = { [weak self] in self?.showSettings() }
            return profile
        }

        private func showSettings() {
            let settings = SettingsViewController()
            settings.onDone = { [weak self] in self?.navigationController.dismiss(animated: true) }
            navigationController.present(UINavigationController(rootViewController: settings), animated: true)
        }
    }

    /// One scene of the app: its own window, its own coordinator tree, and the links opened in it.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var appCoordinator: AppCoordinator?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let appCoordinator = AppCoordinator(window: window)
            appCoordinator.start()
            self.window = window
            self.appCoordinator = appCoordinator
            // A link that launched the app arrives here, not in scene(_:openURLContexts:).
            for context in connectionOptions.urlContexts {
                appCoordinator.open(context.url)
            }
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts {
                appCoordinator?.open(context.url)
            }
        }
    }

    /// The Shop tab: the product list, a product, its reviews.
    final class ShopCoordinator: Coordinator {
        let navigationController = UINavigationController()
        let childCoordinators: [any Coordinator] = []

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
            navigationController.setViewControllers([makeList()], animated: false)
        }

        /// Builds the stack a route describes, keeping the list already at the root.
        func show(_ route: ShopRoute) {
            let list = navigationController.viewControllers.first ?? makeList()
            switch route {
            case .products:
                navigationController.setViewControllers([list], animated: false)
            case let .product(id):
                navigationController.setViewControllers([list, makeProduct(id)], animated: false)
            case let .reviews(productID):
                navigationController.setViewControllers(
                    [list, makeProduct(productID), ReviewsViewController(productID: productID)],
                    animated: false
                )
            }
        }

        private func makeList() -> ProductListViewController {
            let list = ProductListViewController()
            list.onSelect = { [weak self] id in self?.showProduct(id) }
            return list
        }

        private func makeProduct(_ id: Int) -> ProductViewController {
            let product = ProductViewController(id: id)
            product.onReviews = { [weak self] in
                self?.navigationController.pushViewController(ReviewsViewController(productID: id), animated: true)
            }
            return product
        }

        private func showProduct(_ id: Int) {
            navigationController.pushViewController(makeProduct(id), animated: true)
        }
    }
}
