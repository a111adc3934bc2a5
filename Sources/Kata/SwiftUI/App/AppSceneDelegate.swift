/// The scene delegate of a SwiftUI app: it shows the app's root view in a window, hands the links
/// the user opens (universal links too) to the views' `onOpenURL`, and other user activities to
/// their `onContinueUserActivity`, as SwiftUI's own delegate does.
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
        for activity in connectionOptions.userActivities where activity.activityType != NSUserActivityTypeBrowsingWeb {
            host.continueUserActivity(activity)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            (window?.rootViewController as? UIHostingController<AppRoot<Application>>)?.openURL(context.url)
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        let host = window?.rootViewController as? UIHostingController<AppRoot<Application>>
        if userActivity.activityType == NSUserActivityTypeBrowsingWeb {
            if let url = userActivity.webpageURL {
                host?.openURL(url)
            }
        } else {
            host?.continueUserActivity(userActivity)
        }
    }
}
