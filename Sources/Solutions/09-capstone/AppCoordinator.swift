import Kata

/// The root of a scene: decides at launch, from the session, whether the user sees onboarding,
/// sign-in or the signed-in app; keeps a link that arrives before sign-in until the user is in;
/// and signs out by tearing the signed-in app down, sheet first, so all of it is released.
@MainActor
final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private let services: AppServices
    /// The signed-in app, while the user is signed in.
    private var main: MainCoordinator?
    /// A link that came while nobody was signed in, opened once someone is.
    private var pendingLink: ShopLink?

    init(window: UIWindow, services: AppServices) {
        self.window = window
        self.services = services
    }

    func start() {
        window.makeKeyAndVisible()
        showGate()
    }

    /// Opens a link, now if the user is signed in, else after they sign in.
    func open(_ link: ShopLink) {
        if link == .signOut {
            signOut()
        } else if let main {
            main.open(link)
        } else {
            pendingLink = link
        }
    }

    private func showGate() {
        let session = services.session
        if !session.hasOnboarded {
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
                self?.services.session.userName = name
                self?.showGate()
            }
            window.rootViewController = UINavigationController(rootViewController: signIn)
        }
    }

    private func showMain(name: String) {
        let main = MainCoordinator(services: services, userName: name)
        main.onSignOut = { [weak self] in self?.signOut() }
        self.main = main
        main.start()
        window.rootViewController = main.tabBarController
        if let link = pendingLink {
            pendingLink = nil
            main.open(link)
        }
    }

    /// Forgets the user and the whole signed-in app: its sheet dismissed first, since a root
    /// replaced under a sheet keeps the sheet, and all it holds, alive.
    private func signOut() {
        guard let main else { return }
        if main.tabBarController.presentedViewController != nil {
            main.tabBarController.dismiss(animated: false)
        }
        self.main = nil
        services.session.userName = nil
        showGate()
    }
}
