import Foundation
import Kata
@testable import DeepLinks

/// A correct app coordinator of another design than the reference: no coordinator per tab, the
/// app coordinator builds every stack itself from the reference screens. Each mutant breaks it
/// in one place; on its own it passes every check.
class MutantAppCoordinator: NSObject, UITabBarControllerDelegate {
    let window: UIWindow
    let tabBarController = UITabBarController()
    let shop = UINavigationController()
    let orders = UINavigationController()
    let profile = UINavigationController()

    required init(window: UIWindow) {
        self.window = window
    }

    /// The parser the app uses; the parser mutants replace it.
    class func parse(_ url: URL) -> Result<DeepLink, DeepLinkError> {
        DeepLinkParser.parse(url)
    }

    func start() {
        shop.tabBarItem = UITabBarItem(title: "Shop", image: nil, tag: 0)
        orders.tabBarItem = UITabBarItem(title: "Orders", image: nil, tag: 1)
        profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 2)
        shop.setViewControllers([makeProductList()], animated: false)
        orders.setViewControllers([makeOrderList()], animated: false)
        let profileScreen = ProfileViewController()
        profileScreen.onSettings = { [weak self] in
            guard let self else { return }
            let settings = SettingsViewController()
            settings.onDone = { [weak self] in self?.profile.dismiss(animated: true) }
            let modal = UINavigationController(rootViewController: settings)
            profile.present(modal, animated: true)
            settingsPresented(modal)
        }
        profile.setViewControllers([profileScreen], animated: false)
        tabBarController.setViewControllers([shop, orders, profile], animated: false)
        tabBarController.delegate = self
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    /// Whether the scene routes the links that launch it; one mutant drops them.
    class var routesLaunchLinks: Bool {
        true
    }

    /// How a scene hands a link to its app coordinator; the shared-coordinator mutant reroutes it.
    func openFromScene(_ url: URL) {
        open(url)
    }

    /// Called once Settings is presented; one mutant follows the sheet from here.
    func settingsPresented(_ modal: UIViewController) {}

    /// Called when the user taps a tab; the tab-resetting mutant uses it.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    func open(_ url: URL) {
        switch Self.parse(url) {
        case let .success(link): route(link)
        case .failure: refused()
        }
    }

    /// What happens after a refused link: nothing.
    func refused() {}

    func route(_ link: DeepLink) {
        closePresented()
        switch link {
        case let .shop(route):
            tabBarController.selectedIndex = 0
            showShop(route)
        case let .orders(route):
            tabBarController.selectedIndex = 1
            showOrders(route)
        case .profile:
            tabBarController.selectedIndex = 2
            profile.popToRootViewController(animated: false)
        }
    }

    func closePresented() {
        if tabBarController.presentedViewController != nil {
            tabBarController.dismiss(animated: false)
        }
    }

    func showShop(_ route: ShopRoute) {
        let list = shop.viewControllers.first ?? makeProductList()
        switch route {
        case .products: shop.setViewControllers([list], animated: false)
        case let .product(id): shop.setViewControllers([list, makeProduct(id)], animated: false)
        case let .reviews(id): shop.setViewControllers([list, makeProduct(id), ReviewsViewController(productID: id)], animated: false)
        }
    }

    /// A product's screen, connected: its Reviews button shows the product's reviews.
    func makeProduct(_ id: Int) -> ProductViewController {
        let product = ProductViewController(id: id)
        product.onReviews = { [weak self] in self?.shop.pushViewController(ReviewsViewController(productID: id), animated: true) }
        return product
    }

    func showOrders(_ route: OrdersRoute) {
        let list = orders.viewControllers.first ?? makeOrderList()
        switch route {
        case .orders: orders.setViewControllers([list], animated: false)
        case let .order(id): orders.setViewControllers([list, OrderViewController(id: id)], animated: false)
        }
    }

    func makeProductList() -> UIViewController {
        let list = ProductListViewController()
        list.onSelect = { [weak self] id in
            guard let self else { return }
            shop.pushViewController(makeProduct(id), animated: true)
        }
        return list
    }

    func makeOrderList() -> UIViewController {
        let list = OrderListViewController()
        list.onSelect = { [weak self] id in self?.orders.pushViewController(OrderViewController(id: id), animated: true) }
        return list
    }
}

/// The scene delegate the mutants launch with, making an app coordinator of a given class.
final class MutantSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var app: MutantAppCoordinator?
    private let appType: MutantAppCoordinator.Type

    init(appType: MutantAppCoordinator.Type) {
        self.appType = appType
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let app = appType.init(window: window)
        app.start()
        self.window = window
        self.app = app
        if appType.routesLaunchLinks {
            for context in connectionOptions.urlContexts {
                app.openFromScene(context.url)
            }
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            app?.openFromScene(context.url)
        }
    }
}
