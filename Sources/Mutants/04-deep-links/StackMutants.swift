import Kata
@testable import DeepLinks

/// Mutant: an order link shows the order alone, without the list beneath it.
final class OrderLinkSkipsList: MutantAppCoordinator {
    override func showOrders(_ route: OrdersRoute) {
        guard case let .order(id) = route else { return super.showOrders(route) }
        orders.setViewControllers([OrderViewController(id: id)], animated: false)
    }
}

/// Mutant: a Shop link pushes its screen onto whichever tab is selected, then switches to Shop.
final class RoutesIntoSelectedTab: MutantAppCoordinator {
    override func route(_ link: DeepLink) {
        guard case let .shop(.product(id)) = link,
              let selected = tabBarController.selectedViewController as? UINavigationController else {
            return super.route(link)
        }
        selected.pushViewController(ProductViewController(id: id), animated: false)
        tabBarController.selectedIndex = 0
    }
}

/// Mutant: a Shop link pushes onto the Shop stack as it is, instead of replacing it.
final class PushesOnTopOfStack: MutantAppCoordinator {
    override func showShop(_ route: ShopRoute) {
        guard case let .product(id) = route else { return super.showShop(route) }
        shop.pushViewController(ProductViewController(id: id), animated: false)
    }
}

/// Mutant: a link leaves a presented sheet up and routes beneath it.
final class IgnoresPresentedSheet: MutantAppCoordinator {
    override func closePresented() {}
}

/// Mutant: a refused link sends the user back to the first tab's root.
final class RefusedLinkResetsTabs: MutantAppCoordinator {
    override func refused() {
        tabBarController.selectedIndex = 0
        shop.popToRootViewController(animated: false)
    }
}

/// Mutant: tapping a tab pops its stack to the root, losing where the user was.
final class ResetsTabOnSelect: MutantAppCoordinator {
    override func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        (viewController as? UINavigationController)?.popToRootViewController(animated: false)
    }
}

/// Mutant: only a link to Orders closes a presented sheet; the other links route beneath it.
final class ClosesSheetOnlyForOrders: MutantAppCoordinator {
    private var routesToOrders = false

    override func route(_ link: DeepLink) {
        if case .orders = link {
            routesToOrders = true
        }
        super.route(link)
        routesToOrders = false
    }

    override func closePresented() {
        if routesToOrders {
            super.closePresented()
        }
    }
}

/// Mutant: a refused link still closes whatever sheet is up.
final class RefusedLinkClosesSheet: MutantAppCoordinator {
    override func refused() {
        closePresented()
    }
}

/// Mutant: the app remembers whether Settings is up, and forgets it as soon as a swipe down
/// starts; after a swipe let go halfway, the sheet is up but a link routes beneath it.
final class ForgetsSheetWhenSwipeStarts: MutantAppCoordinator, UIAdaptivePresentationControllerDelegate {
    private var showsSettings = false

    override func settingsPresented(_ modal: UIViewController) {
        showsSettings = true
        modal.presentationController?.delegate = self
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        showsSettings = false
    }

    override func closePresented() {
        if showsSettings {
            super.closePresented()
            showsSettings = false
        }
    }
}

/// Mutant: a link builds its tab's stack but never selects the tab, so the user stays where
/// they were and sees nothing happen.
final class RoutesWithoutSelectingTab: MutantAppCoordinator {
    override func route(_ link: DeepLink) {
        closePresented()
        switch link {
        case let .shop(route): showShop(route)
        case let .orders(route): showOrders(route)
        case .profile: profile.popToRootViewController(animated: false)
        }
    }
}

/// Mutant: a product link keeps the product on screen when one is already shown, as if any
/// product were the one the link names, so the screen shows another product's id.
final class KeepsShownProduct: MutantAppCoordinator {
    override func showShop(_ route: ShopRoute) {
        if case .product = route, shop.topViewController is ProductViewController {
            return
        }
        super.showShop(route)
    }
}

/// Mutant: a link pops every tab to its root before routing, "to start clean", so the stacks
/// the user built in the other tabs are lost.
final class LinkResetsOtherTabs: MutantAppCoordinator {
    override func route(_ link: DeepLink) {
        for case let stack as UINavigationController in tabBarController.viewControllers ?? [] {
            stack.popToRootViewController(animated: false)
        }
        super.route(link)
    }
}
