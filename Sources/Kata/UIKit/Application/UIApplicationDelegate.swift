import Foundation

/// The object that hears about the app's life: launching, and, before scenes, its URLs.
///
/// With scenes, as in the katas, windows and links belong to each scene's delegate; the app
/// delegate is only told the app launched. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app finished launching; returns whether it can handle what it was launched for.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a scene about to connect.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user closed some of the app's scenes for good.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations a window supports; the model never rotates.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// A URL to open, in an app without scenes; with scenes, as in the model, the scene's
    /// delegate hears it instead, and this is never called.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    /// Does nothing and returns `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// The default configuration for the session's role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Every orientation.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .all
    }

    /// Opens nothing and returns `false`.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
}
