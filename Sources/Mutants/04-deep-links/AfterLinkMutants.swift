import Kata
@testable import DeepLinks

/// Mutant: a link the same as the last one is ignored, as a guard against double delivery, so
/// after Back or a tab switch the same link does nothing.
final class IgnoresRepeatedLink: MutantAppCoordinator {
    private var lastLink: DeepLink?

    override func route(_ link: DeepLink) {
        guard link != lastLink else { return }
        lastLink = link
        super.route(link)
    }
}

/// Mutant: the product screen a link builds is not connected, so its Reviews button does nothing.
final class LinkedProductUnconnected: MutantAppCoordinator {
    override func showShop(_ route: ShopRoute) {
        guard case let .product(id) = route else { return super.showShop(route) }
        let list = shop.viewControllers.first ?? makeProductList()
        shop.setViewControllers([list, ProductViewController(id: id)], animated: false)
    }
}

/// Mutant: the coordinator remembers the tab the last link chose and takes it for the tab on
/// screen, so after the user switches tabs by hand, a link to that remembered tab builds its
/// stack without selecting it.
final class TrustsLastLinkTab: MutantAppCoordinator {
    private var lastLinkTab: Int?

    override func route(_ link: DeepLink) {
        let tab = switch link {
        case .shop: 0
        case .orders: 1
        case .profile: 2
        }
        guard tab == lastLinkTab else {
            lastLinkTab = tab
            return super.route(link)
        }
        closePresented()
        switch link {
        case let .shop(route): showShop(route)
        case let .orders(route): showOrders(route)
        case .profile: profile.popToRootViewController(animated: false)
        }
    }
}

/// Mutant: a link to a tab the user is not on pushes its screen onto that tab's stack as the
/// user left it, so a screen they had open there stays beneath the linked one.
final class LinkKeepsScreenOpenInOtherTab: MutantAppCoordinator {
    override func showOrders(_ route: OrdersRoute) {
        guard case let .order(id) = route, orders.viewControllers.count > 1 else { return super.showOrders(route) }
        orders.pushViewController(OrderViewController(id: id), animated: false)
    }
}

/// Mutant: a link is dropped while a tab's screen still slides in, as a guard against changing a
/// stack under its animation, so a link opened right after a tap does nothing.
final class DropsLinkWhileScreenSlides: MutantAppCoordinator {
    override func route(_ link: DeepLink) {
        guard [shop, orders, profile].allSatisfy({ $0.transitionCoordinator == nil }) else { return }
        super.route(link)
    }
}
