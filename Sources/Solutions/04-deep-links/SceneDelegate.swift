import Foundation
import Kata

/// One scene of the app: its own window, its own coordinator tree, and the links opened in it.
///
/// Nothing here is global: two scenes (two windows on iPad) each have their own delegate, and a
/// link opened in one scene goes to that scene's coordinator.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let appCoordinator = AppCoordinator(window: window)
        appCoordinator.start()
        self.window = window
        self.appCoordinator = appCoordinator
        for context in connectionOptions.urlContexts {
            appCoordinator.open(context.url)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            appCoordinator?.open(context.url)
        }
    }
}
