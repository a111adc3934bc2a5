import Kata

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

    /// Builds the stack a route describes.
    func show(_ route: ShopRoute) {
        // Tasks 3 and 5: replace the stack with the one the route describes, keeping the list
        // at its root.
    }

    private func showProduct(_ id: Int) {
        let product = ProductViewController(id: id)
        product.onReviews = { [weak self] in
            self?.navigationController.pushViewController(ReviewsViewController(productID: id), animated: true)
        }
        navigationController.pushViewController(product, animated: true)
    }
}
