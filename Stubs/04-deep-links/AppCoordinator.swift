import Foundation
import Kata

/// The root of one scene: a tab bar with one coordinator per tab, and the router of deep links.
final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private let tabBarController = UITabBarController()
    private let shop = ShopCoordinator()
    private let orders = OrdersCoordinator()
    private let profile = ProfileCoordinator()

    var childCoordinators: [any Coordinator] {
        [shop, orders, profile]
    }

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        // Task 3: start each tab's coordinator, give the tab bar their navigation controllers
        // (Shop, Orders, Profile, in that order), and make it the window's visible root.
    }

    /// Opens a link: a refused one changes nothing; an accepted one is routed from the top.
    func open(_ url: URL) {
        // Tasks 3 to 7: parse; on success close what is presented, select the link's tab, and
        // hand the rest of the route to that tab's coordinator.
    }
}
