import Foundation
import Kata
@testable import ShopApp

/// The root of one scene. It shows the first screen the session calls for, owns the signed-in
/// app while someone is signed in, and passes links to a ``LinkHandler`` once there is an app to
/// open them in.
@MainActor
final class AppFlow {
    private let window: UIWindow
    private let services: AppServices
    private var signedIn: SignedInApp?
    private var waitingLink: ShopLink?

    init(window: UIWindow, services: AppServices) {
        self.window = window
        self.services = services
    }

    /// Shows the first screen the session calls for.
    func showFirstScreen() {
        route()
    }

    func open(_ url: URL) {
        guard let link = ShopLink(url: url) else { return }
        guard let signedIn else {
            // Nobody to sign out; anything else waits for sign-in.
            if link != .signOut { waitingLink = link }
            return
        }
        LinkHandler(services: services).handle(link, in: signedIn)
    }

    private func route() {
        let session = services.session
        guard session.hasOnboarded else {
            let onboarding = OnboardingViewController()
            onboarding.onFinish = { [weak self] in self?.finishOnboarding() }
            window.rootViewController = onboarding
            return
        }
        guard let user = session.userName else {
            let signIn = SignInViewController()
            signIn.onSignIn = { [weak self] name in self?.signIn(as: name) }
            window.rootViewController = signIn
            return
        }
        let app = SignedInApp(user: user, services: services)
        app.delegate = self
        signedIn = app
        window.rootViewController = app.tabBarController
        if let link = waitingLink {
            waitingLink = nil
            LinkHandler(services: services).handle(link, in: app)
        }
    }

    private func finishOnboarding() {
        services.session.hasOnboarded = true
        route()
    }

    private func signIn(as name: String) {
        services.session.userName = name
        route()
    }
}

extension AppFlow: SignedInAppDelegate {
    func signedInAppDidRequestSignOut(_ app: SignedInApp) {
        guard app === signedIn else { return }
        app.dismissEverything()
        signedIn = nil
        services.session.userName = nil
        route()
    }
}
