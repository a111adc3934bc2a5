import Foundation
import Kata
@testable import DeepLinks

/// A correct design the grader must accept, written from the lesson alone by someone who never
/// saw the grader: a path scanner that reads ids byte by byte, and an app coordinator that owns the three stacks itself.
///
/// Its types are nested here so that several designs, each with its own screens under the
/// lesson's names, live in one module.
enum ScannerBaseline {}

extension ScannerBaseline {
    /// The root of one scene: a tab bar, the three tabs' stacks, and the router of deep links.
    ///
    /// This design has no per-tab coordinators: the app coordinator owns the three navigation
    /// controllers, and each tab's screens and routes live in an extension in that tab's file
    /// (ShopCoordinator.swift, OrdersCoordinator.swift, ProfileCoordinator.swift).
    final class AppCoordinator: Coordinator {
        private let window: UIWindow
        private let tabBarController = UITabBarController()
        let shopNavigation = UINavigationController()
        let ordersNavigation = UINavigationController()
        let profileNavigation = UINavigationController()
        /// Why the last refused link was refused.
        private(set) var lastRefusal: DeepLinkError?

        /// The tabs are not separate flows here, so there are no child coordinators.
        let childCoordinators: [any Coordinator] = []

        init(window: UIWindow) {
            self.window = window
        }

        func start() {
            startShop()
            startOrders()
            startProfile()
            tabBarController.setViewControllers([shopNavigation, ordersNavigation, profileNavigation], animated: false)
            window.rootViewController = tabBarController
            window.makeKeyAndVisible()
        }

        /// Opens a link: a refused one changes nothing; an accepted one is routed from the top.
        func open(_ url: URL) {
            let parsed = DeepLinkParser.parse(url)
            guard case let .success(link) = parsed else {
                if case let .failure(refusal) = parsed {
                    lastRefusal = refusal
                }
                return
            }
            if tabBarController.presentedViewController != nil {
                tabBarController.dismiss(animated: false)
            }
            switch link {
            case let .shop(route):
                tabBarController.selectedViewController = shopNavigation
                showShop(route)
            case let .orders(route):
                tabBarController.selectedViewController = ordersNavigation
                showOrders(route)
            case .profile:
                tabBarController.selectedViewController = profileNavigation
                showProfile()
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
    /// This parser reads the path one part at a time with a small scanner: each page is a sequence
    /// of "expect this word", "read an id", "expect the end".
    enum DeepLinkParser {
        /// Links longer than this are refused unread.
        static let maximumLength = 512

        /// The route a URL leads to, or why it leads nowhere.
        static func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
            guard url.absoluteString.utf8.count <= maximumLength else {
                return .failure(DeepLinkError(reason: "The link is longer than \(maximumLength) characters."))
            }
            guard let scheme = url.scheme, scheme.lowercased() == "katashop" else {
                return .failure(DeepLinkError(reason: "Only katashop:// links open this app, not \"\(url.scheme ?? "")\" ones."))
            }
            guard let host = url.host, !host.isEmpty else {
                return .failure(DeepLinkError(reason: "The link names no part of the app."))
            }
            // pathComponents is decoded, and starts with "/" when there is a path.
            var scanner = PathScanner(host: host, parts: url.pathComponents.filter { $0 != "/" })
            do {
                return .success(try scanner.link())
            } catch let refusal as DeepLinkError {
                return .failure(refusal)
            } catch {
                return .failure(DeepLinkError(reason: "\"\(url.absoluteString)\" could not be read: \(error)."))
            }
        }

        /// Reads the parts of a path in order; every part must be consumed.
        private struct PathScanner {
            let host: String
            private let parts: [String]
            private var position = 0

            init(host: String, parts: [String]) {
                self.host = host
                self.parts = parts
            }

            private var page: String {
                ([host] + parts).joined(separator: "/")
            }

            mutating func link() throws -> DeepLink {
                switch host {
                case "shop":
                    if isAtEnd {
                        return .shop(.products)
                    }
                    try expect("products")
                    let id = try readID()
                    if isAtEnd {
                        return .shop(.product(id: id))
                    }
                    try expect("reviews")
                    try expectEnd()
                    return .shop(.reviews(productID: id))
                case "orders":
                    if isAtEnd {
                        return .orders(.orders)
                    }
                    let id = try readID()
                    try expectEnd()
                    return .orders(.order(id: id))
                case "profile":
                    try expectEnd()
                    return .profile
                default:
                    throw unknownPage()
                }
            }

            /// Whether every part has been read.
            private var isAtEnd: Bool {
                position == parts.count
            }

            private mutating func expect(_ word: String) throws {
                guard position < parts.count, parts[position] == word else {
                    throw unknownPage()
                }
                position += 1
            }

            private func expectEnd() throws {
                guard position == parts.count else {
                    throw unknownPage()
                }
            }

            private mutating func readID() throws -> Int {
                guard position < parts.count else {
                    throw DeepLinkError(reason: "\"\(page)\" is missing an id.")
                }
                let text = parts[position]
                guard let id = DeepLinkParser.id(text) else {
                    throw DeepLinkError(reason: "\"\(text)\" is not an id: ids are positive whole numbers of at most nine digits.")
                }
                position += 1
                return id
            }

            private func unknownPage() -> DeepLinkError {
                DeepLinkError(reason: "\"\(page)\" is not a page of the app.")
            }
        }

        /// Reads an id digit by digit: ASCII digits only, no leading zero, at most nine of them.
        fileprivate static func id(_ text: String) -> Int? {
            var value = 0
            var count = 0
            for byte in text.utf8 {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                if count == 0, byte == UInt8(ascii: "0") { return nil }
                count += 1
                if count > 9 { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return count == 0 ? nil : value
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
            if let launchLink = connectionOptions.urlContexts.first?.url {
                appCoordinator.open(launchLink)
            }
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            guard let url = URLContexts.first?.url else { return }
            appCoordinator?.open(url)
        }
    }


}

extension ScannerBaseline.AppCoordinator {
    func startOrders() {
        ordersNavigation.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 1)
        ordersNavigation.setViewControllers([makeOrderList()], animated: false)
    }

    /// Replaces the Orders stack with the one the route describes, above the existing list.
    func showOrders(_ route: OrdersRoute) {
        let list = ordersNavigation.viewControllers.first ?? makeOrderList()
        switch route {
        case .orders:
            ordersNavigation.setViewControllers([list], animated: true)
        case let .order(id):
            ordersNavigation.setViewControllers([list, OrderViewController(id: id)], animated: true)
        }
    }

    private func makeOrderList() -> OrderListViewController {
        let list = OrderListViewController()
        list.onSelect = { [weak self] id in
            self?.ordersNavigation.pushViewController(OrderViewController(id: id), animated: true)
        }
        return list
    }
}

extension ScannerBaseline.AppCoordinator {
    func startProfile() {
        profileNavigation.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
        let profile = ProfileViewController()
        profile.onSettings = { [weak self] in self?.showSettings() }
        profileNavigation.setViewControllers([profile], animated: false)
    }

    /// Shows the profile: the tab's root.
    func showProfile() {
        profileNavigation.popToRootViewController(animated: true)
    }

    private func showSettings() {
        let settings = SettingsViewController()
        settings.onDone = { [weak self] in self?.profileNavigation.dismiss(animated: true) }
        profileNavigation.present(UINavigationController(rootViewController: settings), animated: true)
    }
}

extension ScannerBaseline.AppCoordinator {
    func startShop() {
        shopNavigation.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
        shopNavigation.setViewControllers([makeProductList()], animated: false)
    }

    /// Replaces the Shop stack with the one the route describes, above the existing list.
    func showShop(_ route: ShopRoute) {
        let list = shopNavigation.viewControllers.first ?? makeProductList()
        let stack: [UIViewController]
        switch route {
        case .products:
            stack = [list]
        case let .product(id):
            stack = [list, makeProduct(id)]
        case let .reviews(productID):
            stack = [list, makeProduct(productID), ReviewsViewController(productID: productID)]
        }
        shopNavigation.setViewControllers(stack, animated: true)
    }

    private func makeProductList() -> ProductListViewController {
        let list = ProductListViewController()
        list.onSelect = { [weak self] id in
            guard let self else { return }
            shopNavigation.pushViewController(makeProduct(id), animated: true)
        }
        return list
    }

    private func makeProduct(_ id: Int) -> ProductViewController {
        let product = ProductViewController(id: id)
        product.onReviews = { [weak self] in
            self?.shopNavigation.pushViewController(ReviewsViewController(productID: id), animated: true)
        }
        return product
    }
}
