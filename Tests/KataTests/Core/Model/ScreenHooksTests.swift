import Foundation
import Kata
import Testing

/// A screen that logs its layout callbacks around appearing.
private final class LayoutScreen: UIViewController {
    var events: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("willLayout")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("didLayout")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portrait
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }
}

/// A scene delegate written as Xcode's template writes it: a window made with a frame, then
/// given its scene.
private final class FrameWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.windowScene = windowScene
        window?.rootViewController = LayoutScreen()
        window?.makeKeyAndVisible()
    }
}

@MainActor
@Suite("What UIKit asks of every screen: layout callbacks, bars, scene setup")
struct ScreenHooksTests {
    /// Apple, "viewWillLayoutSubviews()" and "viewDidLayoutSubviews()": called when the view lays
    /// out its subviews, which a view does as it joins the screen, between `viewWillAppear(_:)`
    /// and `viewDidAppear(_:)` ("Displaying and managing views with a view controller").
    @Test("A screen joining the window lays out between viewWillAppear and viewDidAppear")
    func layoutCallbacks() {
        let screen = LayoutScreen()
        _ = visibleWindow(root: screen)
        #expect(screen.events == ["willAppear", "willLayout", "didLayout", "didAppear"])
    }

    /// Apple, "hidesBottomBarWhenPushed": "If true, the bottom bar (such as a tab bar) is hidden
    /// when the view controller is pushed on to a navigation stack"; "The value of this property
    /// on the topmost view controller determines whether the toolbar is visible."
    @Test("A pushed screen that sets hidesBottomBarWhenPushed hides the tab bar: no tab to tap until Back")
    func hiddenTabBar() {
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let list = UINavigationController(rootViewController: UIViewController())
        list.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, other]
        let user = User(window: visibleWindow(root: tabs))
        #expect(user.availableGestures.contains(.selectTab(1, title: "Other")))
        list.pushViewController(detail, animated: true)
        #expect(!user.availableGestures.contains(.selectTab(1, title: "Other")))
        let reports = ModelReportLog()
        reports.collect {
            #expect(!user.selectTab(1))
        }
        #expect(reports.messages.first?.contains("hidesBottomBarWhenPushed") == true)
        list.pushViewController(UIViewController(), animated: true)
        #expect(!user.availableGestures.contains(.selectTab(1, title: "Other")), "a screen pushed above keeps the bar hidden")
        user.tapBack()
        user.tapBack()
        #expect(user.selectTab(1))
    }

    /// Apple, "UIWindow.windowScene": "Setting this property moves the window into the specified
    /// scene"; "UISceneConfiguration init(name:sessionRole:)".
    @Test("A window made with a frame joins the scene it is given; the app delegate's default configuration names its role")
    func windowScene() throws {
        let delegate = FrameWindowSceneDelegate()
        let user = try #require(User.launch(sceneDelegate: delegate))
        #expect(user.scene?.windows.contains { $0 === delegate.window } == true)
        #expect(user.visibleViewController is LayoutScreen)
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        #expect(configuration.role == .windowApplication)
    }
}
