import Foundation

/// What is on screen for the user to touch, and how gestures are recorded and refused.
extension User {
    var screenName: String {
        visibleViewController?.displayName ?? "(nothing on screen)"
    }

    /// Whether the visible screen is a SwiftUI view's (a page of a `NavigationStack`, or a
    /// `UIHostingController` or a subclass of one), so advice speaks of views and bodies rather
    /// than `viewDidLoad`.
    var showsSwiftUI: Bool {
        guard let visible = visibleViewController else { return false }
        return visible is any ShowsSwiftUI
    }

    var touchableViews: [UIView] {
        var seen = Set<ObjectIdentifier>()
        let controllers = window.touchableControllers
        return (controllers.compactMap(\.viewIfLoaded) + searchBars(of: controllers))
            .flatMap(\.viewTree)
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
            .filter(\.isReachableByTouch)
    }

    /// The search bars navigation bars show: the search controller's of each visible stack's top
    /// screen, whose navigation bar is not hidden.
    private func searchBars(of controllers: [UIViewController]) -> [UIView] {
        controllers.compactMap { controller in
            guard let stack = controller as? UINavigationController, !stack.isNavigationBarHidden else { return nil }
            return stack.topViewController?.navigationItem.searchController?.searchBar
        }
    }

    var allButtons: [UIButton] {
        touchableViews.compactMap { $0 as? UIButton }
    }

    /// The enabled buttons that send their actions when tapped (a button that shows a menu
    /// instead offers the menu's actions: ``tappableMenuActions``).
    var tappableButtons: [UIButton] {
        allButtons.filter { $0.isEnabled && !$0.showsMenuInstead }
    }

    /// The actions of the menus that enabled buttons show when tapped, as if the menus were open.
    var tappableMenuActions: [(button: UIButton, action: UIAction)] {
        allButtons.filter { $0.isEnabled && $0.showsMenuInstead }.flatMap { button in
            (button.menu?.actions ?? []).map { (button, $0) }
        }
    }

    /// The enabled bar button items on screen: those of the navigation bars, those of the
    /// navigation controllers' toolbars that show, and those of toolbars among the views.
    var tappableBarItems: [UIBarButtonItem] {
        let stacks = window.touchableControllers.compactMap { $0 as? UINavigationController }
        let navigationBarItems = stacks
            .compactMap { $0.topViewController?.navigationItem }
            .flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
        let toolbarItems = stacks.flatMap(\.toolbarItemsOnScreen)
            + touchableViews.compactMap { ($0 as? UIToolbar)?.items }.flatMap { $0 }
        return (navigationBarItems + toolbarItems).filter { $0.isEnabled && !$0.isHidden }
    }

    func navigationControllerWithBackButton(for gesture: String, at site: CallSite) -> UINavigationController? {
        if let problem = backButtonProblem {
            fail("The user could not \(gesture): \(problem)", at: site)
            return nil
        }
        return navigationControllerForBack
    }

    /// The navigation controller whose back button the user sees: the innermost on screen with
    /// a screen to go back to, or the innermost when none has. A stack inside another's screen
    /// (a `NavigationStack` in a split view's detail) shows the outer back button at its root.
    var navigationControllerForBack: UINavigationController? {
        let stacks = window.touchableControllers.compactMap { $0 as? UINavigationController }
        return stacks.last { $0.children.count > 1 } ?? stacks.last
    }

    /// The back action of the visible screen's navigation item, when its back button shows and
    /// runs that action rather than going back.
    var backActionOnScreen: UIAction? {
        guard let navigationController = navigationControllerForBack, !navigationController.isNavigationBarHidden,
              let item = navigationController.topViewController?.navigationItem, let action = item.backAction else { return nil }
        let replaced = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
        return item.hidesBackButton || replaced ? nil : action
    }

    /// Why the visible screen shows no back button, or `nil` when it shows one.
    var backButtonProblem: String? {
        guard let navigationController = navigationControllerForBack, navigationController.children.count > 1, let top = navigationController.topViewController else {
            return "the visible screen, \(screenName), shows no back button because it is not above another screen in a navigation stack. A screen gets one when it is pushed onto a navigation controller, not set as its only screen or presented."
        }
        if navigationController.isNavigationBarHidden {
            return "\(navigationController)'s navigation bar is hidden (isNavigationBarHidden), and the back button with it."
        }
        let item = top.navigationItem
        let replaced = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
        guard !item.hidesBackButton, !replaced else {
            return "\(top) hides its back button\(replaced ? " behind its left bar button items (set leftItemsSupplementBackButton to keep it)" : " (navigationItem.hidesBackButton)")."
        }
        return nil
    }

    func visibleTabBarController(at site: CallSite) -> UITabBarController? {
        guard let tabBarController = window.touchableControllers.first(where: { $0 is UITabBarController }) as? UITabBarController else {
            fail("The user could not tap a tab: there is no tab bar on the visible screen, \(screenName). Is a UITabBarController the window's root, with nothing presented over it?", at: site)
            return nil
        }
        if let hiding = tabBarController.screenHidingTabBar {
            fail("The user could not tap a tab: the tab bar is hidden while \(hiding), which sets hidesBottomBarWhenPushed, is in its navigation stack, as on iOS. Go back to below it first, or leave hidesBottomBarWhenPushed false.", at: site)
            return nil
        }
        return tabBarController
    }

    func tapTab(_ index: Int, of tabBarController: UITabBarController, site: CallSite) -> Bool {
        let target = tabBarController.children[index]
        let name = target.tabBarItem.title.map { "\"\($0)\"" } ?? "\(index)"
        if tabBarController.delegate?.tabBarController(tabBarController, shouldSelect: target) == false {
            record("user taps tab \(name): the delegate refused", at: site)
            return false
        }
        record("user taps tab \(name)", at: site)
        if index == tabBarController.selectedIndex {
            (target as? UINavigationController)?.popToRootViewController(
                animated: true,
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
            )
        } else {
            tabBarController.select(index: index, site: site)
        }
        tabBarController.delegate?.tabBarController(tabBarController, didSelect: target)
        return true
    }

    func record(_ summary: String, kind: TransitionJournal.Kind = .gesture, at site: CallSite) {
        window.journal.append([TransitionJournal.Entry(
            kind: kind,
            summary: summary,
            callSite: site,
            sequence: TransitionJournal.nextSequence()
        )])
    }

    /// The titles (or accessibility identifiers) of the buttons and bar buttons the user can tap now.
    var buttonLabels: [String] {
        tappableButtons.compactMap { $0.currentTitle ?? $0.accessibilityIdentifier }
            + tappableMenuActions.map(\.action.title)
            + tappableBarItems.compactMap { $0.title ?? $0.accessibilityIdentifier }
    }

    func fail(_ message: String, at site: CallSite) {
        let labels = buttonLabels
        let buttons = labels.isEmpty ? "none" : labels.map { "\"\($0)\"" }.joined(separator: ", ")
        let rowTitles = tappableRows.compactMap(\.title)
        let rows = rowTitles.isEmpty ? "" : "\nTable rows the user can tap: \(rowTitles.map { "\"\($0)\"" }.joined(separator: ", "))."
        ModelReporting.report(ModelReport(
            kind: .gesture,
            message: "\(message)\nButtons the user can tap: \(buttons).\(rows)\n\n\(hierarchy)",
            callSite: site
        ))
    }
}
