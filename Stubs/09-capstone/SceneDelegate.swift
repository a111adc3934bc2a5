import Foundation
import Kata

// Kata 9 · The capstone: a whole app. Read Lessons/09-capstone.md first.
//
// Keep this class's name and init(services:): the grader makes one scene delegate per scene with
// the services it prepared, as the app delegate would. Everything else is yours: the screens,
// the services and ShopLink are given; the coordinators, and how they fit, are yours to design.

/// One scene of the app: its own window and coordinator tree, and the links opened in it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let services: AppServices

    /// The services the app made for all its scenes; on a device, UIKit makes the scene delegate
    /// with `init()`, and the app's services come from its app delegate.
    init(services: AppServices) {
        self.services = services
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Task 1: make the scene's window and start the app's root coordinator with `services`.
        // Task 5: open the links the scene was launched with (connectionOptions.urlContexts).
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        // Task 4: open each link (ShopLink(url:)) in this scene's app.
    }
}
