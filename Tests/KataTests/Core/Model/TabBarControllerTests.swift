import Foundation
import Kata
import Testing

@MainActor
@Suite("UITabBarController: tabs, selection and the delegate's rules")
struct TabBarControllerTests {
    let log = EventLog()

    /// A tab bar with a Home and a Profile tab, each a navigation controller, shown in a window.
    func makeTabs() -> (UITabBarController, UIWindow, UINavigationController, UINavigationController) {
        let home = UINavigationController(rootViewController: Screen("Home", log: log))
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let profile = UINavigationController(rootViewController: Screen("Profile", log: log))
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, profile]
        let window = visibleWindow(root: tabs)
        _ = log.take()
        return (tabs, window, home, profile)
    }

    @Test("The first tab is selected, and only it is on screen")
    func firstTabSelected() {
        let (tabs, window, home, profile) = makeTabs()
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === home)
        #expect(profile.topViewController?.isViewLoaded == false)
        #expect(home.topViewController?.tabBarController === tabs)
        _ = window
    }

    @Test("Selecting in code switches what appears and never calls the delegate")
    func programmaticSelection() {
        let (tabs, window, _, profile) = makeTabs()
        let spy = TabBarSpy(log: log)
        tabs.delegate = spy
        tabs.selectedIndex = 1
        #expect(log.take() == ["Profile.viewDidLoad", "Home.viewWillDisappear", "Profile.viewWillAppear", "Home.viewDidDisappear", "Profile.viewDidAppear"])
        tabs.selectedViewController = tabs.viewControllers?.first
        #expect(!log.take().contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        #expect(tabs.selectedIndex == 0)
        _ = (window, profile)
    }

    @Test("The user's tap asks shouldSelect, then selects and tells didSelect")
    func userSelection() {
        let (tabs, window, _, _) = makeTabs()
        let spy = TabBarSpy(log: log)
        tabs.delegate = spy
        let user = User(window: window)
        #expect(user.selectTab(titled: "Profile"))
        #expect(log.take() == ["shouldSelect Profile", "Profile.viewDidLoad", "Home.viewWillDisappear", "Profile.viewWillAppear", "Home.viewDidDisappear", "Profile.viewDidAppear", "didSelect Profile"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test("A delegate that refuses keeps the current tab")
    func refusedSelection() {
        let (tabs, window, _, _) = makeTabs()
        let spy = TabBarSpy(log: log)
        spy.refusedTitle = "Profile"
        tabs.delegate = spy
        let user = User(window: window)
        #expect(!user.selectTab(1))
        #expect(log.take() == ["shouldSelect Profile"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Tapping the selected tab again pops its navigation stack to the root")
    func reselectPopsToRoot() {
        let (tabs, window, home, _) = makeTabs()
        let spy = TabBarSpy(log: log)
        tabs.delegate = spy
        home.pushViewController(Screen("Detail", log: log), animated: false)
        MainTurn.end()
        _ = log.take()
        let user = User(window: window)
        user.selectTab(0)
        #expect(home.viewControllers.count == 1)
        #expect(log.take().first == "shouldSelect Home")
        _ = window
    }

    @Test("Each tab keeps its stack while another tab is selected")
    func tabsKeepState() {
        let (tabs, window, home, profile) = makeTabs()
        let detail = Screen("Detail", log: log)
        home.pushViewController(detail, animated: false)
        let user = User(window: window)
        user.selectTab(1)
        user.selectTab(0)
        #expect(home.viewControllers.last === detail)
        #expect(user.visibleViewController === detail)
        _ = (tabs, profile)
    }

    @Test("Replacing the tabs keeps the selected one when it is still a tab")
    func replacingTabsKeepsSelection() {
        let (tabs, window, home, profile) = makeTabs()
        tabs.selectedIndex = 1
        let extra = UINavigationController(rootViewController: Screen("Extra", log: log))
        tabs.setViewControllers([extra, home, profile], animated: false)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selectedViewController === profile)
        tabs.setViewControllers([extra], animated: false)
        #expect(tabs.selectedIndex == 0)
        #expect(home.parent == nil)
        _ = window
    }

    @Test("A tab bar item takes the controller's title by default")
    func tabBarItemTitle() {
        let screen = Screen("Inbox", log: log)
        #expect(screen.tabBarItem.title == "Inbox")
        screen.title = "Mail"
        #expect(screen.tabBarItem.title == "Mail")
    }
}
