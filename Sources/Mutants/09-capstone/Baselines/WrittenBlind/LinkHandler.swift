import Foundation
import Kata
@testable import ShopApp

/// What a link can ask of the signed-in app.
@MainActor
protocol LinkTarget: AnyObject {
    func showShopProduct(_ product: Product)
    func showFavorite(_ product: Product)
    func showCheckout(for product: Product)
    func requestSignOut()
}

/// Turns a link into what the signed-in app should show. A link to a product the shop does not
/// sell changes nothing.
@MainActor
struct LinkHandler {
    let services: AppServices

    func handle(_ link: ShopLink, in target: any LinkTarget) {
        switch link {
        case let .product(id):
            if let product = services.product(id) { target.showShopProduct(product) }
        case let .favorite(id):
            if let product = services.product(id) { target.showFavorite(product) }
        case let .checkout(id):
            if let product = services.product(id) { target.showCheckout(for: product) }
        case .signOut:
            target.requestSignOut()
        }
    }
}
