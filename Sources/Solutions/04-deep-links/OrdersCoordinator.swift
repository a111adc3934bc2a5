import Kata

/// The Orders tab: the order list and one order.
final class OrdersCoordinator: Coordinator {
    let navigationController = UINavigationController()
    let childCoordinators: [any Coordinator] = []

    func start() {
        navigationController.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 1)
        navigationController.setViewControllers([makeList()], animated: false)
    }

    /// Builds the stack a route describes, keeping the list at its root.
    func show(_ route: OrdersRoute) {
        let list = navigationController.viewControllers.first ?? makeList()
        switch route {
        case .orders:
            navigationController.setViewControllers([list], animated: false)
        case let .order(id):
            navigationController.setViewControllers([list, OrderViewController(id: id)], animated: false)
        }
    }

    private func makeList() -> UIViewController {
        let list = OrderListViewController()
        list.onSelect = { [weak self] id in
            self?.navigationController.pushViewController(OrderViewController(id: id), animated: true)
        }
        return list
    }
}
