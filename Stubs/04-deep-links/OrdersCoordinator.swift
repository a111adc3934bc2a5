import Kata

/// The Orders tab: the order list and one order.
final class OrdersCoordinator: Coordinator {
    let navigationController = UINavigationController()
    let childCoordinators: [any Coordinator] = []

    func start() {
        navigationController.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 1)
        let list = OrderListViewController()
        list.onSelect = { [weak self] id in
            self?.navigationController.pushViewController(OrderViewController(id: id), animated: true)
        }
        navigationController.setViewControllers([list], animated: false)
    }

    /// Builds the stack a route describes.
    func show(_ route: OrdersRoute) {
        // Task 3: as in Shop.
    }
}
