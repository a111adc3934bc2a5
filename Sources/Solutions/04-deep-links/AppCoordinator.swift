import Foundation
import Kata

/// The root of one scene: a tab bar with one coordinator per tab, and the router of deep links.
final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private let tabBarController = UITabBarController()
    private let shop = ShopCoordinator()
    private let orders = OrdersCoordinator()
    private let profile = ProfileCoordinator()
    /// Why the last refused link was refused, for an alert or a log.
    private(set) var lastRefusal: DeepLinkError?

    var childCoordinators: [any Coordinator] {
        [shop, orders, profile]
    }

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        childCoordinators.forEach { $0.start() }
        tabBarController.setViewControllers(
            [shop.navigationController, orders.navigationController, profile.navigationController],
            animated: false
        )
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    /// Opens a link: a refused one changes nothing; an accepted one is routed from the top.
    func open(_ url: URL) {
        switch DeepLinkParser.parse(url) {
        case let .success(link):
            route(link)
        case let .failure(refusal):
            lastRefusal = refusal
        }
    }

    /// Closes whatever is presented, selects the link's tab, and lets that tab's coordinator build its stack.
    private func route(_ link: DeepLink) {
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
            profile.showRoot()
        }
    }
}
