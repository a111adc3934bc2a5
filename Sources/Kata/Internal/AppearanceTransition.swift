/// One change of what a window shows, split in UIKit's two phases.
///
/// `begin` works out which controllers leave and join the screen and calls their
/// `viewWillDisappear`/`viewWillAppear`, after which the tables of the arriving screens load their
/// cells, as a device lays them out; `end` calls `viewDidDisappear`/`viewDidAppear`.
/// Containers call what UIKit calls around them (`willShow`, `didMove(toParent:)`, completions);
/// a navigation controller that comes on screen showing a top its delegate has not heard about
/// yet (its first screen, or a push made while it was covered) tells it here, as UIKit does.
@MainActor
struct AppearanceTransition {
    /// The controllers leaving the screen, parents first.
    let disappearing: [UIViewController]
    /// The controllers joining the screen, parents first.
    let appearing: [UIViewController]
    /// Whether the change is animated.
    let animated: Bool
    /// The navigation controllers whose delegate heard `willShow` in this change, with the top it heard about.
    private var announced: [(UINavigationController, UIViewController)] = []

    /// Works out the change for `window` and runs the "will" callbacks; no change without a window.
    static func begin(in window: UIWindow?, animated: Bool) -> AppearanceTransition {
        guard let window else {
            return AppearanceTransition(disappearing: [], appearing: [], animated: animated)
        }
        let before = window.onScreen.compactMap(\.controller)
        let after = window.computeOnScreen()
        window.onScreen = after.map(WeakController.init)
        let disappearing = before.filter { old in !after.contains { $0 === old } }
        let appearing = after.filter { new in !before.contains { $0 === new } }
        for controller in appearing {
            controller.loadViewIfNeeded()
        }
        var transition = AppearanceTransition(disappearing: disappearing, appearing: appearing, animated: animated)
        for case let navigationController as UINavigationController in appearing where navigationController.pendingStackChange == nil {
            if let top = navigationController.topViewController, navigationController.announcedTop !== top {
                navigationController.announcedTop = top
                navigationController.delegate?.navigationController(navigationController, willShow: top, animated: false)
                transition.announced.append((navigationController, top))
            }
        }
        for controller in disappearing where controller.appearanceState == .appeared || controller.appearanceState == .appearing {
            controller.appearanceState = .disappearing
            controller.viewWillDisappear(animated)
        }
        for controller in appearing where controller.appearanceState == .disappeared || controller.appearanceState == .disappearing {
            controller.appearanceState = .appearing
            controller.viewWillAppear(animated)
        }
        for controller in appearing where controller.appearanceState == .appearing {
            controller.viewIfLoaded?.loadTablesIfNeeded()
        }
        return transition
    }

    /// Runs the "did" callbacks of the controllers whose transition is still under way.
    func end() {
        for controller in disappearing where controller.appearanceState == .disappearing {
            controller.appearanceState = .disappeared
            controller.viewDidDisappear(animated)
        }
        for controller in appearing where controller.appearanceState == .appearing {
            controller.viewWillLayoutSubviews()
            controller.viewDidLayoutSubviews()
            controller.appearanceState = .appeared
            controller.viewDidAppear(animated)
        }
        for (navigationController, top) in announced {
            navigationController.delegate?.navigationController(navigationController, didShow: top, animated: false)
        }
    }
}

/// A weak reference to a controller, so a window's record of its screen keeps nothing alive.
struct WeakController {
    /// The controller, while it lives.
    weak var controller: UIViewController?

    /// Wraps a controller.
    init(_ controller: UIViewController) {
        self.controller = controller
    }
}
