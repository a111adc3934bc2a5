import Foundation
import Kata
@testable import ShopApp

@MainActor
protocol SignedInAppDelegate: AnyObject {
    func signedInAppDidRequestSignOut(_ app: SignedInApp)
}

/// The signed-in app: a tab bar of three routers, and the checkout flow while it runs.
@MainActor
final class SignedInApp {
    weak var delegate: (any SignedInAppDelegate)?
    let tabBarController = UITabBarController()

    private let shopRouter: ListRouter
    private let favoritesRouter: ListRouter
    private let profileRouter: ProfileRouter
    private var checkoutFlow: CheckoutFlow?

    init(user: String, services: AppServices) {
        shopRouter = ListRouter(title: "Shop", products: services.catalog, details: ShopDetails())
        favoritesRouter = ListRouter(title: "Favorites", products: services.favorites, details: FavoriteDetails())
        profileRouter = ProfileRouter(user: user)
        shopRouter.delegate = self
        favoritesRouter.delegate = self
        profileRouter.delegate = self
        tabBarController.viewControllers = [
            shopRouter.navigationController,
            favoritesRouter.navigationController,
            profileRouter.navigationController,
        ]
    }

    /// Closes the sheet, if one is up, and forgets its flow.
    func dismissEverything() {
        if tabBarController.presentedViewController != nil {
            tabBarController.dismiss(animated: false)
        }
        checkoutFlow = nil
    }

    private func beginCheckout(_ product: Product) {
        let flow = CheckoutFlow(product: product)
        flow.delegate = self
        checkoutFlow = flow
        flow.present(from: tabBarController)
    }
}

extension SignedInApp: LinkTarget {
    func showShopProduct(_ product: Product) {
        dismissEverything()
        tabBarController.selectedIndex = 0
        shopRouter.resetStack(showing: product)
    }

    func showFavorite(_ product: Product) {
        dismissEverything()
        tabBarController.selectedIndex = 1
        favoritesRouter.resetStack(showing: product)
    }

    func showCheckout(for product: Product) {
        showShopProduct(product)
        beginCheckout(product)
    }

    func requestSignOut() {
        delegate?.signedInAppDidRequestSignOut(self)
    }
}

extension SignedInApp: ListRouterDelegate {
    func listRouter(_ router: ListRouter, wantsToBuy product: Product) {
        beginCheckout(product)
    }
}

extension SignedInApp: ProfileRouterDelegate {
    func profileRouterDidTapSignOut(_ router: ProfileRouter) {
        requestSignOut()
    }
}

extension SignedInApp: CheckoutFlowDelegate {
    func checkoutFlowDidEnd(_ flow: CheckoutFlow) {
        if flow === checkoutFlow {
            checkoutFlow = nil
        }
    }
}
