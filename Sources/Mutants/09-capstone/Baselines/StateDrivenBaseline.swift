import Foundation
import Kata
@testable import ShopApp

/// A correct design of another shape: the root coordinator derives an `AppState` from the session
/// and shows it; coordinators keep their children in `childCoordinators`; one product flow is told
/// its tab's detail by an enum; checkout is presented from the detail screen, and links and
/// sign-out dismiss with animation, as an app would.
enum StateDrivenBaseline {
    @MainActor
    protocol Flow: AnyObject {}

    /// What the root shows.
    enum AppState {
        case onboarding
        case signIn
        case signedIn(String)
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let services: AppServices
        private var root: Root?

        init(services: AppServices) {
            self.services = services
            super.init()
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.makeKeyAndVisible()
            self.window = window
            let root = Root(window: window, services: services)
            self.root = root
            root.render()
            connectionOptions.urlContexts.compactMap { ShopLink(url: $0.url) }.forEach(root.handle)
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            URLContexts.compactMap { ShopLink(url: $0.url) }.forEach { root?.handle($0) }
        }
    }

    @MainActor
    final class Root {
        private let window: UIWindow
        private let services: AppServices
        private var childCoordinators: [any Flow] = []
        private var waitingLinks: [ShopLink] = []

        init(window: UIWindow, services: AppServices) {
            self.window = window
            self.services = services
        }

        private var state: AppState {
            if !services.session.hasOnboarded { return .onboarding }
            return services.session.userName.map(AppState.signedIn) ?? .signIn
        }

        private var tabs: Tabs? {
            childCoordinators.lazy.compactMap { $0 as? Tabs }.first
        }

        func render() {
            childCoordinators.removeAll()
            switch state {
            case .onboarding:
                let screen = OnboardingViewController()
                screen.onFinish = { [weak self] in
                    self?.services.session.hasOnboarded = true
                    self?.render()
                }
                window.rootViewController = UINavigationController(rootViewController: screen)
            case .signIn:
                let screen = SignInViewController()
                screen.onSignIn = { [weak self] name in
                    self?.services.session.userName = name
                    self?.render()
                }
                window.rootViewController = UINavigationController(rootViewController: screen)
            case let .signedIn(name):
                let tabs = Tabs(services: services, name: name)
                tabs.onSignOut = { [weak self] in self?.signOut() }
                childCoordinators.append(tabs)
                window.rootViewController = tabs.tabBarController
                let links = waitingLinks
                waitingLinks = []
                links.forEach(tabs.handle)
            }
        }

        func handle(_ link: ShopLink) {
            if case .signOut = link {
                signOut()
            } else if let tabs {
                tabs.handle(link)
            } else {
                waitingLinks.append(link)
            }
        }

        private func signOut() {
            guard let tabs else { return }
            services.session.userName = nil
            tabs.whenSheetIsGone { [weak self] in self?.render() }
        }
    }

    @MainActor
    final class Tabs: Flow {
        var onSignOut: (() -> Void)?
        let tabBarController = UITabBarController()
        private let services: AppServices
        private let shop: Products
        private let favorites: Products
        private var childCoordinators: [any Flow] = []

        init(services: AppServices, name: String) {
            self.services = services
            shop = Products(kind: .shop, products: services.catalog)
            favorites = Products(kind: .favorites, products: services.favorites)
            let profile = ProfileViewController(name: name)
            profile.onSignOut = { [weak self] in self?.onSignOut?() }
            for products in [shop, favorites] {
                products.onBuy = { [weak self] product, from in self?.buy(product, from: from) }
            }
            tabBarController.viewControllers = [shop.navigationController, favorites.navigationController, UINavigationController(rootViewController: profile)]
        }

        func handle(_ link: ShopLink) {
            let target: (Products, Int, Product, Bool)?
            switch link {
            case let .product(id): target = services.product(id).map { (shop, 0, $0, false) }
            case let .favorite(id): target = services.favorites.first { $0.id == id }.map { (favorites, 1, $0, false) }
            case let .checkout(id): target = services.product(id).map { (shop, 0, $0, true) }
            case .signOut: target = nil
            }
            guard let (products, index, product, buying) = target else { return }
            let show = { [weak self] in
                guard let self else { return }
                tabBarController.selectedIndex = index
                let detail = products.reset(to: product)
                if buying {
                    buy(product, from: detail)
                }
            }
            whenSheetIsGone(show)
        }

        /// Runs `work` once no sheet covers the tabs: at once, or when the sheet's animated
        /// dismissal ends (started here, or already under way after Pay), since a new sheet
        /// would be refused while one slides away.
        func whenSheetIsGone(_ work: @escaping () -> Void) {
            guard let sheet = tabBarController.presentedViewController else { return work() }
            childCoordinators.removeAll { $0 is Checkout }
            if sheet.isBeingDismissed, let transition = tabBarController.transitionCoordinator {
                transition.animate(alongsideTransition: nil) { _ in work() }
            } else {
                tabBarController.dismiss(animated: true, completion: work)
            }
        }

        private func buy(_ product: Product, from screen: UIViewController) {
            let checkout = Checkout(product: product, presenter: screen)
            checkout.onEnd = { [weak self, weak checkout] in
                self?.childCoordinators.removeAll { $0 === checkout }
            }
            childCoordinators.append(checkout)
            checkout.begin()
        }
    }

    @MainActor
    final class Products: Flow {
        enum Kind {
            case shop
            case favorites
        }

        var onBuy: ((Product, UIViewController) -> Void)?
        let navigationController: UINavigationController
        private let kind: Kind

        init(kind: Kind, products: [Product]) {
            self.kind = kind
            let list = ProductListViewController(title: kind == .shop ? "Shop" : "Favorites", products: products)
            navigationController = UINavigationController(rootViewController: list)
            list.onSelect = { [weak self] product in
                guard let self else { return }
                navigationController.pushViewController(detail(for: product), animated: true)
            }
        }

        /// The list with `product`'s detail above it.
        func reset(to product: Product) -> UIViewController {
            let detail = detail(for: product)
            navigationController.setViewControllers([navigationController.viewControllers[0], detail], animated: false)
            return detail
        }

        private func detail(for product: Product) -> UIViewController {
            switch kind {
            case .shop:
                let screen = ProductDetailViewController(product: product)
                screen.onBuy = { [weak self, weak screen] in
                    if let screen { self?.onBuy?(product, screen) }
                }
                return screen
            case .favorites:
                let screen = FavoriteDetailViewController(product: product)
                screen.onBuy = { [weak self, weak screen] in
                    if let screen { self?.onBuy?(product, screen) }
                }
                return screen
            }
        }
    }

    @MainActor
    final class Checkout: NSObject, Flow, UIAdaptivePresentationControllerDelegate {
        var onEnd: (() -> Void)?
        private let product: Product
        private weak var presenter: UIViewController?

        init(product: Product, presenter: UIViewController) {
            self.product = product
            self.presenter = presenter
        }

        func begin() {
            let screen = CheckoutViewController(product: product)
            screen.onPay = { [weak self] in
                self?.presenter?.dismiss(animated: true)
                self?.onEnd?()
            }
            let sheet = UINavigationController(rootViewController: screen)
            sheet.presentationController?.delegate = self
            presenter?.present(sheet, animated: true)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            onEnd?()
        }
    }
}
