import Kata

/// One tab's product list and the detail its rows open: the same flow for Shop and Favorites,
/// told apart by the products it lists and the detail screen it makes.
@MainActor
final class ProductListCoordinator: Coordinator {
    /// Runs when the user taps Buy on a detail.
    var onBuy: ((Product) -> Void)?
    let navigationController = UINavigationController()
    private let title: String
    private let products: [Product]
    private let makeDetail: (Product) -> UIViewController

    init(title: String, products: [Product], makeDetail: @escaping (Product) -> UIViewController) {
        self.title = title
        self.products = products
        self.makeDetail = makeDetail
    }

    func start() {
        let list = ProductListViewController(title: title, products: products)
        list.onSelect = { [weak self] product in self?.push(product) }
        list.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
        navigationController.setViewControllers([list], animated: false)
    }

    /// The list with `product`'s detail above it, whatever the stack was.
    func show(_ product: Product) {
        navigationController.popToRootViewController(animated: false)
        push(product, animated: false)
    }

    private func push(_ product: Product, animated: Bool = true) {
        let detail = makeDetail(product)
        if let shop = detail as? ProductDetailViewController {
            shop.onBuy = { [weak self] in self?.onBuy?(product) }
        } else if let saved = detail as? FavoriteDetailViewController {
            saved.onBuy = { [weak self] in self?.onBuy?(product) }
        }
        navigationController.pushViewController(detail, animated: animated)
    }
}
