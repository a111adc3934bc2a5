import Foundation
import Kata
@testable import ShopApp

/// Makes the page a list's row opens.
@MainActor
protocol DetailFactory {
    func makeDetail(for product: Product, onBuy: @escaping () -> Void) -> UIViewController
}

/// The Shop tab's pages.
struct ShopDetails: DetailFactory {
    func makeDetail(for product: Product, onBuy: @escaping () -> Void) -> UIViewController {
        let detail = ProductDetailViewController(product: product)
        detail.onBuy = onBuy
        return detail
    }
}

/// The Favorites tab's pages.
struct FavoriteDetails: DetailFactory {
    func makeDetail(for product: Product, onBuy: @escaping () -> Void) -> UIViewController {
        let detail = FavoriteDetailViewController(product: product)
        detail.onBuy = onBuy
        return detail
    }
}

@MainActor
protocol ListRouterDelegate: AnyObject {
    func listRouter(_ router: ListRouter, wantsToBuy product: Product)
}

/// One tab's router: a list of products and the pages its rows open. Shop and Favorites each
/// have one, with their own products and ``DetailFactory``.
@MainActor
final class ListRouter {
    weak var delegate: (any ListRouterDelegate)?
    let navigationController: UINavigationController

    private let title: String
    private let products: [Product]
    private let details: any DetailFactory

    init(title: String, products: [Product], details: any DetailFactory) {
        self.title = title
        self.products = products
        self.details = details
        navigationController = UINavigationController()
        navigationController.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
        navigationController.viewControllers = [makeList()]
    }

    /// A fresh stack: a new list, and `product`'s page above it.
    func resetStack(showing product: Product) {
        navigationController.setViewControllers([makeList(), makeDetail(product)], animated: false)
    }

    private func makeList() -> UIViewController {
        let list = ProductListViewController(title: title, products: products)
        list.onSelect = { [weak self] product in self?.push(product) }
        return list
    }

    private func push(_ product: Product) {
        navigationController.pushViewController(makeDetail(product), animated: true)
    }

    private func makeDetail(_ product: Product) -> UIViewController {
        details.makeDetail(for: product) { [weak self] in
            guard let self else { return }
            delegate?.listRouter(self, wantsToBuy: product)
        }
    }
}
