import Foundation
import Kata
@testable import ShopApp

/// The reference app with one mistake of the lesson, named by `Kind`.
final class MistakenSceneDelegate<Kind: CapstoneMistakeKind>: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let services: AppServices
    private var appCoordinator: MistakenAppCoordinator?

    init(services: AppServices) {
        self.services = services
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let appCoordinator = MistakenAppCoordinator(window: window, services: services, mistake: Kind.mistake)
        self.appCoordinator = appCoordinator
        appCoordinator.start()
        for context in connectionOptions.urlContexts {
            if let link = ShopLink(url: context.url) {
                appCoordinator.open(link)
            }
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            if let link = ShopLink(url: context.url) {
                let opening = Kind.mistake == .linksToLastScene ? MistakenAppCoordinator.current : appCoordinator
                opening?.open(link, whileRunning: true)
            }
        }
    }
}

/// The reference's root coordinator, with the mistake it is given.
@MainActor
final class MistakenAppCoordinator {
    /// The one signed-in app every scene shares: the `sharedAcrossScenes` mistake.
    private static var sharedMain: MistakenMainCoordinator?
    /// The coordinator started last, which links go to: the `linksToLastScene` mistake.
    static weak var current: MistakenAppCoordinator?
    private let window: UIWindow
    private let services: AppServices
    private let mistake: CapstoneMistake
    private var main: MistakenMainCoordinator?
    /// The link waiting for sign-in, one for every scene: the `pendingLinkShared` mistake.
    private static var sharedPendingLink: ShopLink?
    private var ownPendingLink: ShopLink?

    /// The link waiting for sign-in.
    private var pendingLink: ShopLink? {
        get { mistake == .pendingLinkShared ? Self.sharedPendingLink : ownPendingLink }
        set {
            if mistake == .pendingLinkShared {
                Self.sharedPendingLink = newValue
            } else {
                ownPendingLink = newValue
            }
        }
    }

    init(window: UIWindow, services: AppServices, mistake: CapstoneMistake) {
        self.window = window
        self.services = services
        self.mistake = mistake
    }

    func start() {
        Self.current = self
        window.makeKeyAndVisible()
        showGate()
    }

    /// Opens a link, `whileRunning` when it did not launch the app.
    func open(_ link: ShopLink, whileRunning: Bool = false) {
        if link == .signOut {
            signOut()
        } else if let main {
            main.open(link)
        } else if mistake != .dropsLinkBeforeSignIn, !(whileRunning && mistake == .dropsRunningLinkBeforeSignIn) {
            pendingLink = link
        }
    }

    private func showGate() {
        let session = services.session
        if !session.hasOnboarded, mistake != .gateSkipsOnboarding {
            let onboarding = OnboardingViewController()
            onboarding.onFinish = { [weak self] in
                self?.services.session.hasOnboarded = true
                self?.showGate()
            }
            window.rootViewController = UINavigationController(rootViewController: onboarding)
        } else if let name = session.userName {
            showMain(name: name)
        } else {
            let signIn = SignInViewController()
            signIn.onSignIn = { [weak self] name in
                guard let self else { return }
                if mistake == .forgetsSignIn {
                    showMain(name: name)
                } else {
                    if mistake == .signOutResetsSession {
                        services.session.hasOnboarded = true
                    }
                    services.session.userName = name
                    showGate()
                }
            }
            window.rootViewController = UINavigationController(rootViewController: signIn)
        }
    }

    private func showMain(name: String) {
        let main: MistakenMainCoordinator
        if mistake == .sharedAcrossScenes, let shared = Self.sharedMain {
            main = shared
        } else {
            main = MistakenMainCoordinator(services: services, userName: name, mistake: mistake)
            main.start()
            if mistake == .sharedAcrossScenes {
                Self.sharedMain = main
            }
        }
        main.onSignOut = { [weak self] in self?.signOut() }
        self.main = main
        window.rootViewController = main.tabBarController
        if let link = pendingLink {
            if mistake != .keepsPendingLink {
                pendingLink = nil
            }
            main.open(link)
        }
    }

    private func signOut() {
        guard let main else { return }
        if main.tabBarController.presentedViewController != nil, mistake != .signOutUnderSheet {
            main.tabBarController.dismiss(animated: false)
        }
        if mistake == .signOutKeepsApp {
            main.onSignOut = { [weak self] in self?.signOut() }
        } else {
            self.main = nil
        }
        services.session.userName = nil
        if mistake == .signOutKeepsApp {
            let signIn = SignInViewController()
            signIn.onSignIn = { [weak self] name in
                self?.services.session.userName = name
                self?.main = nil
                self?.showGate()
            }
            window.rootViewController = UINavigationController(rootViewController: signIn)
            return
        }
        showGate()
        if mistake == .signOutResetsSession {
            services.session.hasOnboarded = false
        }
    }
}

/// The reference's signed-in app, with the mistake it is given.
@MainActor
final class MistakenMainCoordinator {
    var onSignOut: (() -> Void)?
    let tabBarController = UITabBarController()
    private let services: AppServices
    private let userName: String
    private let mistake: CapstoneMistake
    private let shop: MistakenListCoordinator
    private let favorites: MistakenListCoordinator
    private var checkout: AnyObject?

    init(services: AppServices, userName: String, mistake: CapstoneMistake) {
        self.services = services
        self.userName = userName
        self.mistake = mistake
        shop = MistakenListCoordinator(title: "Shop", products: services.catalog, mistake: mistake) { ProductDetailViewController(product: $0) }
        favorites = MistakenListCoordinator(title: "Favorites", products: services.favorites, mistake: mistake) { product in
            mistake == .favoritesShowShopDetail ? ProductDetailViewController(product: product) : FavoriteDetailViewController(product: product)
        }
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

    func open(_ link: ShopLink) {
        if mistake == .dropsLinkWhilePageSlides, (tabBarController.selectedViewController as? UINavigationController)?.transitionCoordinator != nil {
            return
        }
        if mistake != .linkLostWhileCheckoutCloses,
           tabBarController.presentedViewController?.isBeingDismissed == true,
           let transition = tabBarController.transitionCoordinator {
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

    private func show(_ product: Product, in list: MistakenListCoordinator, tab: Int) {
        if checkout != nil, mistake != .linkLeavesSheet {
            tabBarController.dismiss(animated: mistake == .linkRacesDismissal)
            checkout = nil
        }
        tabBarController.selectedIndex = tab
        list.show(product)
    }

    private func startCheckout(for product: Product) {
        let onFinish = { [weak self] in
            if self?.mistake != .keepsCheckout {
                self?.checkout = nil
            }
        }
        if mistake == .endsCheckoutWhenSwipeStarts {
            let checkout = EagerCheckoutCoordinator(presenter: tabBarController, product: product)
            checkout.onFinish = onFinish
            self.checkout = checkout
            checkout.start()
        } else {
            let checkout = CheckoutCoordinator(presenter: tabBarController, product: product)
            checkout.onFinish = onFinish
            self.checkout = checkout
            checkout.start()
        }
    }
}

/// The reference's product-list flow, with the mistake it is given.
@MainActor
final class MistakenListCoordinator {
    var onBuy: ((Product) -> Void)?
    let navigationController = UINavigationController()
    private let title: String
    private let products: [Product]
    private let mistake: CapstoneMistake
    private let makeDetail: (Product) -> UIViewController

    init(title: String, products: [Product], mistake: CapstoneMistake, makeDetail: @escaping (Product) -> UIViewController) {
        self.title = title
        self.products = products
        self.mistake = mistake
        self.makeDetail = makeDetail
    }

    func start() {
        let list = ProductListViewController(title: title, products: products)
        list.onSelect = { [weak self] product in self?.push(product) }
        navigationController.setViewControllers([list], animated: false)
    }

    func show(_ product: Product) {
        if mistake != .linkAppendsToStack {
            navigationController.popToRootViewController(animated: false)
        }
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

/// The reference's checkout, but ending when a swipe starts rather than when it finishes.
@MainActor
final class EagerCheckoutCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    var onFinish: (() -> Void)?
    private let presenter: UIViewController
    private let product: Product

    init(presenter: UIViewController, product: Product) {
        self.presenter = presenter
        self.product = product
    }

    func start() {
        let screen = CheckoutViewController(product: product)
        screen.onPay = { [weak self] in
            self?.presenter.dismiss(animated: true)
            self?.onFinish?()
        }
        let sheet = UINavigationController(rootViewController: screen)
        sheet.presentationController?.delegate = self
        presenter.present(sheet, animated: true)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        onFinish?()
    }
}
