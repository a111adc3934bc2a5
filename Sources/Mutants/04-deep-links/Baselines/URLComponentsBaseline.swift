import Foundation
import Kata
@testable import DeepLinks

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a URLComponents parser, a tab index on the route, `viewControllers =`, routing after an animated dismissal.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum URLComponentsBaseline {}

extension URLComponentsBaseline {
    /// The root of one scene: a tab bar with one coordinator per tab, and the router of deep links.
    final class AppCoordinator: Coordinator {
        private let window: UIWindow
        private let tabBarController = UITabBarController()
        private let shop = ShopCoordinator()
        private let orders = OrdersCoordinator()
        private let profile = ProfileCoordinator()
        /// Why the last link was refused, for a log or an alert; `nil` after an accepted one.
        private(set) var lastRefusal: DeepLinkError?

        var childCoordinators: [any Coordinator] {
            [shop, orders, profile]
        }

        init(window: UIWindow) {
            self.window = window
        }

        func start() {
            for tab in [shop, orders, profile] as [any Coordinator] {
                tab.start()
            }
            tabBarController.viewControllers = [shop.navigationController, orders.navigationController, profile.navigationController]
            window.rootViewController = tabBarController
            window.makeKeyAndVisible()
        }

        /// Opens a link: a refused one changes nothing; an accepted one is routed from the top.
        func open(_ url: URL) {
            switch DeepLinkParser.parse(url) {
            case let .failure(refusal):
                lastRefusal = refusal
            case let .success(link):
                lastRefusal = nil
                if tabBarController.presentedViewController != nil {
                    // Route once the sheet is gone, as on a device, where the dismissal animates.
                    tabBarController.dismiss(animated: true) { [weak self] in
                        self?.route(link)
                    }
                } else {
                    route(link)
                }
            }
        }

        private func route(_ link: DeepLink) {
            tabBarController.selectedIndex = link.tabIndex
            switch link {
            case let .shop(route):
                shop.show(route)
            case let .orders(route):
                orders.show(route)
            case .profile:
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
    /// This parser lets URLComponents split the link and decode its path, then checks each part.
    enum DeepLinkParser {
        /// Links longer than this are refused before being looked at.
        static let maximumLength = 2048

        /// The route a URL leads to, or why it leads nowhere.
        static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
            let length = url.absoluteString.utf8.count
            guard length <= maximumLength else {
                return .failure(DeepLinkError(reason: "The link is \(length) characters long, over the limit of \(maximumLength)."))
            }
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                return .failure(DeepLinkError(reason: "\"\(url.absoluteString)\" is not a well-formed link."))
            }
            guard let scheme = components.scheme, scheme.lowercased() == "katashop" else {
                return .failure(DeepLinkError(reason: "\"\(components.scheme ?? "")\" is not this app's scheme; links must start with katashop://."))
            }
            guard let host = components.host, !host.isEmpty else {
                return .failure(DeepLinkError(reason: "\"\(url.absoluteString)\" names no page."))
            }

            // components.path is already percent-decoded: "" or "/a/b", maybe with a trailing slash.
            var path = components.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if path.first == "" {
                path.removeFirst()
            }
            if path.last == "" {
                path.removeLast()
            }
            let page = ([host] + path).joined(separator: "/")
            let unknown = DeepLinkError(reason: "\"\(page)\" is not a page of the app.")
            guard !path.contains("") else {
                return .failure(unknown)
            }

            switch host {
            case "shop":
                if path.isEmpty {
                    return .success(.shop(.products))
                }
                guard path[0] == "products", path.count >= 2 else {
                    return .failure(unknown)
                }
                guard let id = parseID(path[1]) else {
                    return .failure(badID(path[1]))
                }
                if path.count == 2 {
                    return .success(.shop(.product(id: id)))
                }
                if path.count == 3, path[2] == "reviews" {
                    return .success(.shop(.reviews(productID: id)))
                }
                return .failure(unknown)
            case "orders":
                switch path.count {
                case 0:
                    return .success(.orders(.orders))
                case 1:
                    guard let id = parseID(path[0]) else {
                        return .failure(badID(path[0]))
                    }
                    return .success(.orders(.order(id: id)))
                default:
                    return .failure(unknown)
                }
            case "profile":
                return path.isEmpty ? .success(.profile) : .failure(unknown)
            default:
                return .failure(unknown)
            }
        }

        /// The id written in `text`: ASCII digits only, no leading zero, at most nine of them.
        private static func parseID(_ text: String) -> Int? {
            guard (1...9).contains(text.unicodeScalars.count),
                  !text.hasPrefix("0"),
                  text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
                return nil
            }
            return Int(text)
        }

        private static func badID(_ text: String) -> DeepLinkError {
            DeepLinkError(reason: "\"\(text)\" is not an id: an id is a positive number of at most nine digits.")
        }
    }

    /// The Orders tab: the order list and one order.
    final class OrdersCoordinator: Coordinator {
        let navigationController = UINavigationController()
        let childCoordinators: [any Coordinator] = []

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 1)
            let list = OrderListViewController()
            list.onSelect = { [weak self] id in
                self?.navigationController.pushViewController(OrderViewController(id: id), animated: true)
            }
            navigationController.setViewControllers([list], animated: false)
        }

        /// Builds the stack a route describes: the list at the root, then what the route names.
        func show(_ route: OrdersRoute) {
            guard let list = navigationController.viewControllers.first else { return }
            switch route {
            case .orders:
                navigationController.viewControllers = [list]
            case let .order(id):
                navigationController.viewControllers = [list, OrderViewController(id: id)]
            }
        }
    }

    /// The Profile tab, with Settings presented as a sheet.
    final class ProfileCoordinator: Coordinator {
        let navigationController = UINavigationController()
        let childCoordinators: [any Coordinator] = []

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
            let profile = ProfileViewController()
            profile.onSettings = { [weak self] in self?.showSettings() }
            navigationController.setViewControllers([profile], animated: false)
        }

        /// Shows the profile: the tab's root, with nothing above it.
        func show() {
            guard let profile = navigationController.viewControllers.first else { return }
            navigationController.viewControllers = [profile]
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
            open(connectionOptions.urlContexts)
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            open(URLContexts)
        }

        /// Hands links, from a launch or from a running scene, to this scene's coordinator only.
        private func open(_ contexts: Set<UIOpenURLContext>) {
            guard let appCoordinator else { return }
            for context in contexts {
                appCoordinator.open(context.url)
            }
        }
    }

    /// The Shop tab: the product list, a product, its reviews.
    final class ShopCoordinator: Coordinator {
        let navigationController = UINavigationController()
        let childCoordinators: [any Coordinator] = []

        func start() {
            navigationController.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
            let list = ProductListViewController()
            list.onSelect = { [weak self] id in self?.showProduct(id) }
            navigationController.setViewControllers([list], animated: false)
        }

        /// Builds the stack a route describes: the list at the root, then what the route names.
        func show(_ route: ShopRoute) {
            guard let list = navigationController.viewControllers.first else { return }
            var stack = [list]
            switch route {
            case .products:
                break
            case let .product(id):
                stack.append(product(id))
            case let .reviews(productID):
                stack.append(product(productID))
                stack.append(ReviewsViewController(productID: productID))
            }
            navigationController.viewControllers = stack
        }

        private func product(_ id: Int) -> ProductViewController {
            let product = ProductViewController(id: id)
            product.onReviews = { [weak self] in
                self?.navigationController.pushViewController(ReviewsViewController(productID: id), animated: true)
            }
            return product
        }

        private func showProduct(_ id: Int) {
            navigationController.pushViewController(product(id), animated: true)
        }
    }
}

extension DeepLink {
    /// The tab the link belongs to, in the tab bar's order.
    var tabIndex: Int {
        switch self {
        case .shop: 0
        case .orders: 1
        case .profile: 2
        }
    }
}
