import Foundation

/// The object that sets up a scene's windows and hears about its events, such as opened URLs.
///
/// The methods are optional, as in UIKit: each has a default, and a conforming class's own
/// method is the one called.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     private var appCoordinator: AppCoordinator?
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: windowScene)
///         appCoordinator = AppCoordinator(window: window)
///         appCoordinator?.start()
///         self.window = window
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Called when the scene connects: create its window and start its root coordinator here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called when the scene disconnects.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called when the user opens URLs meant for the app while the scene is running.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Called when the user hands the running scene an activity to continue, such as a universal link.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

/// A scene delegate that keeps the scene's window.
///
/// `window` is optional, as in UIKit: a delegate that keeps its window elsewhere (in its app
/// coordinator) need not declare it, and the model finds the scene's windows by the scene.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; the delegate keeps it alive.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, for a delegate that does not declare one; setting it keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

// MARK: - Default implementations

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}

    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}

    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
