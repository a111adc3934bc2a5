import Kata

/// The Shop tab: the product list, a product, its reviews.
final class ShopCoordinator: Coordinator {
    let navigationController = UINavigationController()
    let childCoordinators: [any Coordinator] = []

    func start() {
        navigationController.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
        navigationController.setViewControllers([makeList()], animated: false)
    }

    /// Builds the stack a route describes, keeping the list at its root.
    func show(_ route: ShopRoute) {
        let list = navigationController.viewControllers.first ?? makeList()
        switch route {
        case .products:
            navigationController.setViewControllers([list], animated: false)
        case let .product(id):
            navigationController.setViewControllers([list, makeProduct(id)], animated: false)
        case let .reviews(productID):
            navigationController.setViewControllers([list, makeProduct(productID), ReviewsViewController(productID: productID)], animated: false)
        }
    }

    private func makeList() -> UIViewController {
        let list = ProductListViewController()
        list.onSelect = { [weak self] id in
            guard let self else { return }
            navigationController.pushViewController(makeProduct(id), animated: true)
        }
        return list
    }

    private func makeProduct(_ id: Int) -> UIViewController {
        let product = ProductViewController(id: id)
        product.onReviews = { [weak self] in
            self?.navigationController.pushViewController(ReviewsViewController(productID: id), animated: true)
        }
        return product
    }
}
