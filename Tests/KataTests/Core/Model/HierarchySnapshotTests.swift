import Foundation
import Kata
import Testing

@MainActor
@Suite("Inspection: the hierarchy picture and the journal")
struct HierarchySnapshotTests {
    let log = EventLog()

    @Test("The picture shows tabs, stacks and presentations, and marks the visible screen")
    func pictureOfTabsStacksAndSheet() {
        let home = UINavigationController(rootViewController: Screen("Home", log: log))
        home.pushViewController(Screen("Item 7", log: log), animated: false)
        let profile = UINavigationController(rootViewController: Screen("Profile", log: log))
        let tabs = UITabBarController()
        tabs.viewControllers = [home, profile]
        let window = visibleWindow(root: tabs)
        let editor = UINavigationController(rootViewController: Screen("Edit", log: log))
        profile.topViewController?.present(editor, animated: true)
        let picture = HierarchySnapshot(of: window)
        #expect(picture.description == """
            UIWindow (key, visible)
            └─ UITabBarController
               ├─ UINavigationController (tab 0, selected)
               │  ├─ Screen "Home"
               │  └─ Screen "Item 7"
               ├─ UINavigationController (tab 1)
               │  └─ Screen "Profile"
               └─ presents UINavigationController (pageSheet)
                  └─ Screen "Edit"   ◀ visible
            """)
        #expect(picture.visibleScreen == "Screen \"Edit\"")
    }

    @Test("An empty or hidden window says so")
    func emptyWindow() {
        let window = UIWindow(frame: .zero)
        #expect(HierarchySnapshot(of: window).description == "UIWindow (hidden)\n└─ (no root view controller)")
        #expect(HierarchySnapshot(of: window).visibleScreen == nil)
    }

    @Test("The journal names each transition with the line that asked for it, including those made before the window")
    func journalWithCallSites() {
        let navigationController = UINavigationController(rootViewController: Screen("A", log: log))
        let pushLine = #line + 1
        navigationController.pushViewController(Screen("B", log: log), animated: false)
        let window = visibleWindow(root: navigationController)
        let user = User(window: window)
        let backLine = #line + 1
        user.tapBack()
        let entries = window.journal.entries
        #expect(entries.map(\.kind) == [.setViewControllers, .push, .setRoot, .gesture, .pop])
        #expect(entries[1].description == "push Screen (KataTests/HierarchySnapshotTests.swift:\(pushLine))")
        #expect(entries[3].description == "user taps the back button on Screen \"B\" (KataTests/HierarchySnapshotTests.swift:\(backLine))")
        #expect(entries[4].summary == "pop Screen")
        #expect(entries[4].callSite?.line == backLine, "the user's pop is attributed to the gesture's line")
        #expect(window.journal.tail(2).hasPrefix("(3 earlier entries)\nuser taps the back button"))
        #expect(window.journal.tail(4).hasPrefix("(1 earlier entry)\npush Screen"), "one entry left out is one entry")
    }

    @Test("A journal with nothing in it says so")
    func emptyJournal() {
        #expect(TransitionJournal().text == "(no transitions)")
    }
}
