import Kata
@testable import DeepLinks

/// Mutant: the order list's selection closure captures the app coordinator strongly; the
/// coordinator keeps the list through the Orders stack, so closing the scene leaks both. It
/// shows only when the scene goes away.
final class ListClosureKeepsCoordinator: MutantAppCoordinator {
    override func makeOrderList() -> UIViewController {
        let list = OrderListViewController()
        list.onSelect = { id in self.orders.pushViewController(OrderViewController(id: id), animated: true) }
        return list
    }
}
