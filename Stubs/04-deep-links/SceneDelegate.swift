import Foundation
import Kata

/// One scene of the app: its own window, its own coordinator tree, and the links opened in it.
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
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        // Task 3: hand each URL to this scene's app coordinator. Nothing global: task 9
        // opens links in two scenes at once.
    }
}
