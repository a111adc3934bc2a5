import Foundation

/// A container that shows one of several controllers, chosen with a tab bar.
///
/// Each tab keeps its own state while another is selected. The delegate hears only about the
/// user's taps (see ``User/selectTab(_:fileID:filePath:line:column:)``); setting
/// `selectedIndex` in code calls no delegate method, as in UIKit.
///
/// ```swift
/// let tabBarController = UITabBarController()
/// tabBarController.setViewControllers([homeNavigation, profileNavigation], animated: false)
/// tabBarController.selectedIndex = 1
/// ```
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The object asked about the user's selections; held weakly, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?

    private var storedSelectedIndex = 0

    /// The tab bar; its settings are kept, and it draws nothing. Its `items` are the tabs'
    /// `tabBarItem`s, in order, as in UIKit.
    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.tabBarController = self
        return bar
    }()

    // MARK: - Tabs

    /// The tabs' root controllers, in order; `nil` when there are none.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { replaceTabs(newValue, animated: false, site: nil) }
    }

    /// Replaces the tabs; the selected controller stays selected when it is still a tab.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?,
        animated: Bool,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        replaceTabs(viewControllers, animated: animated, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Replaces the tabs, reporting misuse at `site` (`nil` for the property's setter, which cannot know its caller).
    private func replaceTabs(_ viewControllers: [UIViewController]?, animated: Bool, site: CallSite?) {
        let newTabs = viewControllers ?? []
        for (index, controller) in newTabs.enumerated() {
            if newTabs[..<index].contains(where: { $0 === controller }) {
                reportMisuse("Tried to give \(self) the same controller, \(controller), as two tabs. Each tab needs its own controller.", at: site)
                return
            }
            let isOwnTab = children.contains { $0 === controller }
            if !isOwnTab, controller === self || isDescendantInContainment(of: controller) {
                reportMisuse("Tried to make \(controller) a tab of \(self), which is itself or inside it.", at: site)
                return
            }
            if !isOwnTab, controller.parent != nil || controller.presentingStorage != nil || controller.windowHost != nil {
                reportMisuse("Tried to make \(controller) a tab of \(self), but it is already \(controller.placeDescription). Give each tab its own controller.", at: site)
                return
            }
        }
        let previous = selectedViewController
        record(.setViewControllers, "set \(self) tabs to [\(newTabs.map(\.description).joined(separator: ", "))]", at: site)
        exchangeChildren(childExchange(to: newTabs), newChildren: newTabs) {
            if let previous, let kept = newTabs.firstIndex(where: { $0 === previous }) {
                storedSelectedIndex = kept
            } else if storedSelectedIndex >= newTabs.count {
                storedSelectedIndex = 0
            }
            hostWindow?.updateAppearance(animated: animated)
        }
    }

    // MARK: - Selection

    /// The index of the selected tab; setting it selects without asking the delegate.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(index: newValue, site: nil) }
    }

    /// The selected tab's controller; setting it selects without asking the delegate.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
        set {
            guard let newValue else { return }
            guard let index = children.firstIndex(where: { $0 === newValue }) else {
                reportMisuse("Tried to select \(newValue) in \(self), but it is not one of its tabs. UIKit raises an exception for this. Select one of `viewControllers`.", at: nil)
                return
            }
            select(index: index, site: nil)
        }
    }

    /// The selected tab is the only child on screen.
    override var visibleChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    // MARK: - Internal

    /// Selects a tab as code does: no delegate, and the tabs keep their state.
    func select(index: Int, site: CallSite?) {
        guard children.indices.contains(index) else {
            reportMisuse("Tried to select tab \(index) of \(self), which has \(children.count) tab\(children.count == 1 ? "" : "s"). Tabs count from 0.", at: site)
            return
        }
        guard index != storedSelectedIndex else { return }
        record(.selectTab, "select tab \(index) (\(children[index])) of \(self)", at: site)
        storedSelectedIndex = index
        hostWindow?.updateAppearance(animated: false)
    }
}
