/// The scene delegate of a SwiftUI app: it shows the app's root view in a window, and hands the
/// links the user opens to the views' `onOpenURL`, as SwiftUI's own delegate does.
@MainActor
final class AppSceneDelegate<Application: App>: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let app: Application

    init(app: Application) {
        self.app = app
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let host = UIHostingController(rootView: AppRoot(app: app))
        window.rootViewController = host
        window.makeKeyAndVisible()
        self.window = window
        MainTurn.end()
        let urls = connectionOptions.urlContexts.map(\.url) + connectionOptions.userActivities.compactMap(\.webpageURL)
        for url in urls {
            host.openURL(url)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            (window?.rootViewController as? UIHostingController<AppRoot<Application>>)?.openURL(context.url)
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL {
            (window?.rootViewController as? UIHostingController<AppRoot<Application>>)?.openURL(url)
        }
    }
}
