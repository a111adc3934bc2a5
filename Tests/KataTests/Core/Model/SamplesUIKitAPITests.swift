import Foundation
import Kata
import Testing

/// A scene delegate that keeps its window in its coordinator, and declares no `window`.
private final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private var keptWindow: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.title = "Home"
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        keptWindow = window
    }
}

@MainActor
@Suite("UIKit API of public samples: system buttons, fonts by name, bar items, old-style constraints, the navigation item, optional window")
struct SamplesUIKitAPITests {
    /// Apple, "UIButton.ButtonType": custom 0, system 1, detailDisclosure 2, infoLight 3,
    /// infoDark 4, contactAdd 5, plain 6, close 7; `roundedRect` is the system type.
    @Test("UIButton(type:) makes each system type, with UIKit's raw values")
    func systemButtonTypes() {
        let types: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(UIButton(type: .contactAdd).buttonType == .contactAdd)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    /// Apple, "init(name:size:)" (`init?(name fontName: String, size fontSize: CGFloat)`) and
    /// "UIFont.TextStyle": every style has a preferred font.
    @Test("UIFont(name:size:) is failable and keeps the size; every text style has a preferred font")
    func fonts() throws {
        let font = try #require(UIFont(name: "Avenir-Heavy", size: 22))
        #expect(font.pointSize == 22)
        #expect(font.description.contains("Avenir-Heavy"))
        let styles: [UIFont.TextStyle] = [.largeTitle, .extraLargeTitle, .extraLargeTitle2, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2]
        #expect(Set(styles.map { UIFont.preferredFont(forTextStyle: $0).description }).count == styles.count)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil) == UIFont.preferredFont(forTextStyle: .body))
    }

    /// Apple, "overrideUserInterfaceStyle" (UIView and UIViewController): kept; the model's
    /// traits stay light, as lesson 00 says.
    @Test("overrideUserInterfaceStyle is kept on views and controllers")
    func interfaceStyle() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        controller.view.overrideUserInterfaceStyle = .light
        #expect(controller.overrideUserInterfaceStyle == .dark)
        #expect(controller.view.overrideUserInterfaceStyle == .light)
    }

    /// Apple, "setTitleTextAttributes(_:for:)" (UIBarItem) and "UIAppearance": an item's
    /// attributes are kept per state; `appearance()` hands back a proxy.
    @Test("Bar items keep title text attributes per state; UITabBarItem.appearance() takes them")
    func titleTextAttributes() {
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        item.setTitleTextAttributes([.kern: 2], for: .selected)
        #expect(item.titleTextAttributes(for: .selected)?[.kern] as? Int == 2)
        #expect(item.titleTextAttributes(for: .normal) == nil)
        UITabBarItem.appearance().setTitleTextAttributes([.kern: 1], for: .normal)
        UIBarButtonItem.appearance().setTitleTextAttributes([.kern: 1], for: .normal)
        #expect(UITabBarItem().titleTextAttributes(for: .normal) == nil, "the proxy styles nothing the model draws")
    }

    /// Apple, "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)": a rule made
    /// the old way is inactive until activated, and keeps its parts.
    @Test("NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) keeps its parts")
    func oldStyleConstraint() {
        let view = UIView()
        let container = UIView()
        let rule = NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading, multiplier: 1, constant: 16)
        #expect(!rule.isActive)
        let first = rule.firstAnchor as? UIView
        let second = rule.secondAnchor as? UIView
        #expect(first === view)
        #expect(second === container)
        #expect(rule.firstAttribute == .leading && rule.secondAttribute == .leading)
        #expect(rule.constant == 16)
        NSLayoutConstraint.activate([rule])
        #expect(rule.isActive)
        let width = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(width.secondAnchor == nil)
    }

    /// Apple, "items" (UITabBar): for a tab bar controller's bar, the tabs' items, in order.
    @Test("A tab bar controller's tabBar.items are its tabs' items, and changing one changes the tab")
    func tabBarItems() {
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let profile = UIViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.setViewControllers([home, profile], animated: false)
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Profile"])
        tabs.tabBar.items?[1].badgeValue = "3"
        #expect(profile.tabBarItem.badgeValue == "3")
        let bar = UITabBar(frame: .zero)
        bar.setItems([UITabBarItem(title: "Alone", image: nil, tag: 0)], animated: false)
        #expect(bar.items?.map(\.title) == ["Alone"])
    }

    /// Apple, "UINavigationItem": `backBarButtonItem`, `titleView` and `prompt` are kept.
    @Test("The navigation item keeps its back bar button item, title view and prompt")
    func navigationItem() {
        let controller = UIViewController()
        let back = UIBarButtonItem(title: "Cart")
        let titleView = UILabel()
        controller.navigationItem.backBarButtonItem = back
        controller.navigationItem.titleView = titleView
        controller.navigationItem.prompt = "Step 2 of 3"
        #expect(controller.navigationItem.backBarButtonItem === back)
        #expect(controller.navigationItem.titleView === titleView)
        #expect(controller.navigationItem.prompt == "Step 2 of 3")
    }

    /// Apple, "window" (UIWindowSceneDelegate): an optional requirement, so a delegate that
    /// keeps its window elsewhere compiles, and its scene shows that window.
    @Test("A scene delegate without a window property launches, and its window is the scene's")
    func sceneDelegateWithoutWindow() throws {
        let user = try #require(User.launch(sceneDelegate: WindowlessSceneDelegate()))
        #expect(user.visibleViewController?.title == "Home")
    }
}
