import Foundation
import Kata

/// One scene of the app: its own window and coordinator tree, built on the services the app
/// shares between scenes, and the links opened in it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let services: AppServices
    private var appCoordinator: AppCoordinator?

    /// The services the app made for all its scenes; on a device, UIKit makes the scene delegate
    /// with `init()`, and the app's services come from its app delegate.
    init(services: AppServices) {
        self.services = services
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let appCoordinator = AppCoordinator(window: window, services: services)
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
                appCoordinator?.open(link)
            }
        }
    }
}
