import Kata

/// The signed-in app: a tab bar of Shop, Favorites and Profile. Shop and Favorites are the same
/// product-list flow, each with its own detail screen; Buy on either starts checkout as a child.
@MainActor
final class MainCoordinator: Coordinator {
    /// Runs when the user taps Sign Out on Profile.
    var onSignOut: (() -> Void)?
    let tabBarController = UITabBarController()
    private let services: AppServices
    private let userName: String
    private let shop: ProductListCoordinator
    private let favorites: ProductListCoordinator
    /// Checkout, while its sheet is up.
    private var checkout: CheckoutCoordinator?

    init(services: AppServices, userName: String) {
        self.services = services
        self.userName = userName
        shop = ProductListCoordinator(title: "Shop", products: services.catalog) { ProductDetailViewController(product: $0) }
        favorites = ProductListCoordinator(title: "Favorites", products: services.favorites) { FavoriteDetailViewController(product: $0) }
    }

    func start() {
        for list in [shop, favorites] {
            list.onBuy = { [weak self] product in self?.startCheckout(for: product) }
            list.start()
        }
        let profile = ProfileViewController(name: userName)
        profile.onSignOut = { [weak self] in self?.onSignOut?() }
        tabBarController.viewControllers = [shop.navigationController, favorites.navigationController, UINavigationController(rootViewController: profile)]
    }

    /// Shows a link's screen: its tab selected, its stack built afresh, nothing covering it (a
    /// sheet that is sliding away, after Pay, is let finish first). A link to a product the shop
    /// does not have changes nothing.
    func open(_ link: ShopLink) {
        if tabBarController.presentedViewController?.isBeingDismissed == true,
           let transition = tabBarController.transitionCoordinator {
            // A sheet still sliding away can be neither dismissed nor covered: open the link
            // once it is gone.
            transition.animate(alongsideTransition: nil) { [weak self] _ in self?.open(link) }
            return
        }
        switch link {
        case let .product(id):
            guard let product = services.product(id) else { return }
            show(product, in: shop, tab: 0)
        case let .favorite(id):
            guard let product = services.favorites.first(where: { $0.id == id }) else { return }
            show(product, in: favorites, tab: 1)
        case let .checkout(id):
            guard let product = services.product(id) else { return }
            show(product, in: shop, tab: 0)
            startCheckout(for: product)
        case .signOut:
            onSignOut?()
        }
    }

    private func show(_ product: Product, in list: ProductListCoordinator, tab: Int) {
        if checkout != nil {
            tabBarController.dismiss(animated: false)
            checkout = nil
        }
        tabBarController.selectedIndex = tab
        list.show(product)
    }

    private func startCheckout(for product: Product) {
        let checkout = CheckoutCoordinator(presenter: tabBarController, product: product)
        checkout.onFinish = { [weak self] in self?.checkout = nil }
        self.checkout = checkout
        checkout.start()
    }
}
