import Foundation
import Kata
import Testing

@MainActor
@Suite("Scenes: launching, opening URLs, and two windows side by side")
struct SceneTests {
    /// A scene delegate that shows a navigation controller and records the URLs it was asked to open.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var openedURLs: [URL] = []
        let navigationController = UINavigationController(rootViewController: UIViewController())

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = navigationController
            window.makeKeyAndVisible()
            self.window = window
            openedURLs += connectionOptions.urlContexts.map(\.url)
            openedURLs += connectionOptions.userActivities.compactMap(\.webpageURL)
        }

        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
            openedURLs.append(url)
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts {
                openedURLs.append(context.url)
                let screen = UIViewController()
                screen.title = context.url.lastPathComponent
                navigationController.pushViewController(screen, animated: true)
            }
        }
    }

    /// A scene delegate that forgets to make a window.
    final class ForgetfulDelegate: UIResponder, UISceneDelegate {}

    /// The objects of the notifications a test observed.
    final class PostedObjects: Sendable {
        @MainActor var ids: [ObjectIdentifier] = []
    }

    /// A scene delegate that records that its scene disconnected.
    final class ClosingDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var disconnected = 0

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: UIViewController())
            window.makeKeyAndVisible()
            self.window = window
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            disconnected += 1
        }
    }

    /// Apple's `sceneDidDisconnect(_:)`: "UIKit disconnects a scene when the user explicitly
    /// closes it in the app switcher", calls this method, and "also posts a
    /// didDisconnectNotification"; "the removal of a scene is a precursor to the destruction of
    /// that scene". `UIScene.delegate`: the scene keeps its delegate (the delegate is released
    /// with the scene).
    @Test("Closing a scene calls sceneDidDisconnect once, posts the notification, leaves the connected scenes, and releases the delegate")
    func closeScene() throws {
        weak var released: ClosingDelegate?
        let posted = PostedObjects()
        let observer = NotificationCenter.default.addObserver(forName: UIScene.didDisconnectNotification, object: nil, queue: nil) { note in
            let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                id.map { posted.ids.append($0) }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        do {
            let delegate = ClosingDelegate()
            released = delegate
            let user = try #require(User.launch(sceneDelegate: delegate))
            let scene = try #require(user.scene)
            #expect(UIApplication.shared.connectedScenes.contains(scene))
            #expect(user.closeScene())
            #expect(delegate.disconnected == 1)
            #expect(posted.ids == [ObjectIdentifier(scene)])
            #expect(!UIApplication.shared.connectedScenes.contains(scene))
            #expect(user.scene == nil)
        }
        #expect(released == nil, "the scene let go of, its delegate goes with it")
    }

    @Test("Launching connects a scene, and the user sees the window its delegate made key")
    func launch() throws {
        let delegate = SceneDelegate()
        let launchURL = try #require(URL(string: "katas://inbox"))
        let user = try #require(User.launch(sceneDelegate: delegate, urlContexts: [UIOpenURLContext(url: launchURL)]))
        #expect(user.window === delegate.window)
        #expect(user.window.isKeyWindow)
        #expect(user.scene?.delegate === delegate)
        #expect(delegate.openedURLs == [launchURL])
    }

    @Test("Universal links arrive as browsing-web activities: at launch in the connection options, later through scene(_:continue:)")
    func universalLinks() throws {
        let delegate = SceneDelegate()
        let launchLink = try #require(URL(string: "https://shop.example.com/orders/7"))
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = launchLink
        let user = try #require(User.launch(sceneDelegate: delegate, userActivities: [activity]))
        #expect(delegate.openedURLs == [launchLink])
        let later = try #require(URL(string: "https://shop.example.com/products/3"))
        #expect(user.open(universalLink: later))
        #expect(delegate.openedURLs == [launchLink, later])
        #expect(user.journal.entries.last?.summary == "user opens the universal link https://shop.example.com/products/3")
    }

    @Test("A scene delegate that makes no window is reported")
    func launchWithoutWindow() {
        let reports = ModelReportLog()
        let user = reports.collect { User.launch(sceneDelegate: ForgetfulDelegate()) }
        #expect(user == nil)
        #expect(reports.messages.first?.contains("made no window") == true)
    }

    /// Apple, UISceneSession `persistentIdentifier`: "A unique string that identifies the scene
    /// session", which an app uses to tell its scenes' saved state apart.
    @Test("Each scene session has an identifier of its own, shaped as a UUID")
    func sessionIdentifiers() {
        let identifiers = (0..<3).map { _ in UISceneSession().persistentIdentifier }
        #expect(Set(identifiers).count == 3)
        #expect(identifiers.allSatisfy { UUID(uuidString: $0) != nil })
    }

    @Test("Opening a URL reaches the delegate of that scene only; two scenes do not interfere")
    func twoScenes() throws {
        let first = SceneDelegate()
        let second = SceneDelegate()
        let firstUser = try #require(User.launch(sceneDelegate: first))
        let secondUser = try #require(User.launch(sceneDelegate: second))
        let url = try #require(URL(string: "katas://items/42"))
        #expect(firstUser.open(url))
        #expect(first.openedURLs == [url])
        #expect(second.openedURLs.isEmpty)
        #expect(firstUser.visibleViewController?.title == "42")
        #expect(secondUser.visibleViewController?.title == nil)
        #expect(firstUser.window.isKeyWindow && secondUser.window.isKeyWindow, "key windows are per scene")
    }

    @Test("Opening a URL in a window without a scene is reported")
    func openWithoutScene() throws {
        let user = User(window: visibleWindow(root: UIViewController()))
        let reports = ModelReportLog()
        let url = try #require(URL(string: "katas://x"))
        reports.collect {
            #expect(!user.open(url))
        }
        #expect(reports.messages.first?.contains("belongs to no scene") == true)
    }

    @Test("Making a window key takes the key from the scene's other windows")
    func keyWindowPerScene() {
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let main = UIWindow(windowScene: scene)
        let overlay = UIWindow(windowScene: scene)
        main.makeKeyAndVisible()
        overlay.makeKeyAndVisible()
        #expect(!main.isKeyWindow)
        #expect(overlay.isKeyWindow)
        #expect(scene.keyWindow === overlay)
        #expect(scene.windows == [main, overlay])
    }
}
