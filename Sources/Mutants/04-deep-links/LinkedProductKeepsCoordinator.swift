import Kata
@testable import DeepLinks

/// Mutant: the product a link builds gets a Reviews closure that captures the app coordinator
/// strongly; the coordinator keeps the product through the Shop stack, so closing the scene
/// after such a link leaks both. Products opened by tapping a row are fine: it shows only after
/// a link.
final class LinkedProductKeepsCoordinator: MutantAppCoordinator {
    override func showShop(_ route: ShopRoute) {
        guard case let .product(id) = route else {
            super.showShop(route)
            return
        }
        let list = shop.viewControllers.first ?? makeProductList()
        let product = ProductViewController(id: id)
        product.onReviews = { self.shop.pushViewController(ReviewsViewController(productID: id), animated: true) }
        shop.setViewControllers([list, product], animated: false)
    }
}
