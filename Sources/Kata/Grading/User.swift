import Foundation

/// The simulated person using the app: taps, types, goes back, swipes, picks tabs, opens links.
///
/// Each gesture fires exactly what the real gesture fires on a device, which is not what the
/// matching call in code fires: tapping the back button pops with animation and an active
/// transition coordinator; swiping a sheet down asks the presentation delegate and calls
/// `presentationControllerDidDismiss`; tapping a tab asks the tab bar delegate. A gesture the
/// screen does not allow (no such button, no back button) fails the test with a report that
/// shows what is on screen, and changes nothing.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// let coordinator = OnboardingCoordinator(window: window)
/// coordinator.start()
/// let user = User(window: window)
/// user.tap("Next")
/// #expect(user.visibleViewController is AccountViewController, "\(user.hierarchy)")
/// ```
@MainActor
public final class User {
    /// The window the user looks at.
    public let window: UIWindow
    /// The scene the window belongs to, when the user launched one.
    public private(set) var scene: UIWindowScene?

    /// Creates a user looking at a window.
    public init(window: UIWindow) {
        self.window = window
        self.scene = window.windowScene
    }

    /// Connects a new scene with a delegate, as launching the app does, and returns the user of
    /// the window the delegate made key; `nil`, with a report, when it made none.
    public static func launch(
        sceneDelegate: any UISceneDelegate,
        urlContexts: Set<UIOpenURLContext> = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> User? {
        let options = UIScene.ConnectionOptions(urlContexts: urlContexts)
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: options)
        scene.delegate = sceneDelegate
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
        guard let window = scene.keyWindow ?? scene.windows.first else {
            ModelReporting.report(ModelReport(
                kind: .gesture,
                message: "The scene delegate \(sceneDelegate) made no window in scene(_:willConnectTo:options:). Create a UIWindow(windowScene:), give it a root view controller, call makeKeyAndVisible(), and keep it in the delegate's window property.",
                callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            ))
            return nil
        }
        return User(window: window)
    }

    // MARK: - What the user sees

    /// The controller whose screen the user sees.
    public var visibleViewController: UIViewController? {
        window.visibleViewController
    }

    /// A picture of the window's controllers, with the visible one marked.
    public var hierarchy: HierarchySnapshot {
        HierarchySnapshot(of: window)
    }

    /// Everything that happened in the window.
    public var journal: TransitionJournal {
        window.journal
    }

    /// The texts of the labels the user can see now, top to bottom in the view tree.
    public var visibleTexts: [String] {
        touchableViews.compactMap { ($0 as? UILabel)?.text }
    }

    /// The titles (or accessibility identifiers) of the buttons the user can tap now.
    public var tappableLabels: [String] {
        tappableButtons.compactMap { $0.currentTitle ?? $0.accessibilityIdentifier }
            + tappableBarItems.compactMap { $0.title ?? $0.accessibilityIdentifier }
    }

    // MARK: - Gestures

    /// Taps the button or bar button with this title or accessibility identifier on the visible screen.
    @discardableResult
    public func tap(
        _ label: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let buttons = tappableButtons.filter { $0.currentTitle == label || $0.accessibilityIdentifier == label }
        let items = tappableBarItems.filter { $0.title == label || $0.accessibilityIdentifier == label }
        let matches = buttons.count + items.count
        guard matches == 1 else {
            if matches == 0 {
                let disabled = allButtons.contains { ($0.currentTitle == label || $0.accessibilityIdentifier == label) && !$0.isEnabled }
                let reason = disabled
                    ? "the button \"\(label)\" is there but disabled"
                    : "there is no button titled or identified \"\(label)\""
                fail("The user could not tap \"\(label)\": \(reason) on the visible screen, \(screenName).", at: site)
            } else {
                fail("The user could not tap \"\(label)\": \(matches) buttons on the visible screen, \(screenName), have that title or identifier. Give each an accessibility identifier and tap by identifier.", at: site)
            }
            return false
        }
        record("user taps \"\(label)\" on \(screenName)", at: site)
        if let button = buttons.first {
            button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            items.first?.performTap()
        }
        return true
    }

    /// Types text into the field with this accessibility identifier or placeholder, replacing its text.
    @discardableResult
    public func type(
        _ text: String,
        into field: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let fields = touchableViews.compactMap { $0 as? UITextField }
            .filter { $0.isEnabled && ($0.accessibilityIdentifier == field || $0.placeholder == field) }
        guard fields.count == 1, let target = fields.first else {
            let reason = fields.isEmpty ? "there is no enabled text field identified or labelled \"\(field)\"" : "\(fields.count) text fields match \"\(field)\""
            fail("The user could not type into \"\(field)\": \(reason) on the visible screen, \(screenName).", at: site)
            return false
        }
        record("user types \"\(text)\" into \"\(field)\" on \(screenName)", at: site)
        target.text = text
        target.sendActions(for: .editingChanged)
        return true
    }

    /// Taps the back button of the navigation bar on the visible screen.
    @discardableResult
    public func tapBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let navigationController = navigationControllerWithBackButton(for: "tap the back button", at: site) else {
            return false
        }
        record("user taps the back button on \(screenName)", at: site)
        navigationController.popViewController(animated: true, fileID: fileID, filePath: filePath, line: line, column: column)
        return true
    }

    /// Swipes from the left edge to go back; when `completing` is `false`, lets go halfway and the pop is cancelled.
    @discardableResult
    public func swipeBack(
        completing: Bool = true,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let navigationController = navigationControllerWithBackButton(for: "swipe back", at: site) else {
            return false
        }
        if completing {
            navigationController.replaceStack(
                with: Array(navigationController.children.dropLast()),
                animated: true,
                kind: .pop,
                site: site,
                interactive: true
            )
        } else {
            navigationController.cancelInteractivePop(site: site)
        }
        return true
    }

    /// Swipes the topmost sheet down, as a person dismisses a card.
    ///
    /// Full-screen presentations do not move (the result is `false`); a sheet whose controller
    /// sets `isModalInPresentation`, or whose delegate refuses, stays, and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`.
    @discardableResult
    public func swipeDown(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let layers = window.isHidden ? [] : window.layers
        guard layers.count > 1, let presented = layers.last else {
            fail("The user could not swipe down: nothing is presented on the visible screen, \(screenName).", at: site)
            return false
        }
        guard presented.modalPresentationStyle.isSheet else {
            record("user swipes down on \(presented): nothing happens, a \(presented.modalPresentationStyle.resolved) presentation cannot be swiped away", at: site)
            return false
        }
        let presentation = presented.ownPresentationController
        let blocked = presented.visibleTree.contains(where: \.isModalInPresentation)
        if blocked || presentation.delegate?.presentationControllerShouldDismiss(presentation) == false {
            let reason = blocked ? "isModalInPresentation is set" : "the delegate refused"
            record("user swipes down on \(presented): it springs back, \(reason)", at: site)
            presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return false
        }
        presentation.delegate?.presentationControllerWillDismiss(presentation)
        presented.dismissChain(from: presented, animated: true, interactive: true, site: site)
        presentation.delegate?.presentationControllerDidDismiss(presentation)
        return true
    }

    /// Taps the tab at an index in the tab bar on screen.
    @discardableResult
    public func selectTab(
        _ index: Int,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let tabBarController = visibleTabBarController(at: site) else { return false }
        guard tabBarController.children.indices.contains(index) else {
            fail("The user could not tap tab \(index): the tab bar has \(tabBarController.children.count) tabs, counted from 0.", at: site)
            return false
        }
        return tapTab(index, of: tabBarController, site: site)
    }

    /// Taps the tab with this title or accessibility identifier in the tab bar on screen.
    @discardableResult
    public func selectTab(
        titled title: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let tabBarController = visibleTabBarController(at: site) else { return false }
        let titles = tabBarController.children.map { $0.tabBarItem.title ?? "" }
        guard let index = tabBarController.children.firstIndex(where: {
            $0.tabBarItem.title == title || $0.tabBarItem.accessibilityIdentifier == title
        }) else {
            fail("The user could not tap the tab \"\(title)\": the tabs are \(titles.map { "\"\($0)\"" }.joined(separator: ", ")).", at: site)
            return false
        }
        return tapTab(index, of: tabBarController, site: site)
    }

    /// Opens a URL in the user's scene, as tapping a link to the app does.
    @discardableResult
    public func open(
        _ url: URL,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let scene else {
            fail("The user could not open \(url.absoluteString): the window belongs to no scene. Launch the app with User.launch(sceneDelegate:) or create the window with UIWindow(windowScene:).", at: site)
            return false
        }
        record("user opens \(url.absoluteString)", kind: .openURL, at: site)
        scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
        return true
    }

    // MARK: - Internal

    private var screenName: String {
        visibleViewController?.displayName ?? "(nothing on screen)"
    }

    private var touchableViews: [UIView] {
        var seen = Set<ObjectIdentifier>()
        return window.touchableControllers
            .compactMap(\.viewIfLoaded)
            .flatMap(\.viewTree)
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
            .filter(\.isReachableByTouch)
    }

    private var allButtons: [UIButton] {
        touchableViews.compactMap { $0 as? UIButton }
    }

    private var tappableButtons: [UIButton] {
        allButtons.filter(\.isEnabled)
    }

    private var tappableBarItems: [UIBarButtonItem] {
        window.touchableControllers
            .compactMap { ($0 as? UINavigationController)?.topViewController?.navigationItem }
            .flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
            .filter { $0.isEnabled && !$0.isHidden }
    }

    private func navigationControllerWithBackButton(for gesture: String, at site: CallSite) -> UINavigationController? {
        let navigationController = window.touchableControllers.last { $0 is UINavigationController } as? UINavigationController
        guard let navigationController, navigationController.children.count > 1, let top = navigationController.topViewController else {
            fail("The user could not \(gesture): the visible screen, \(screenName), shows no back button because it is not above another screen in a navigation stack.", at: site)
            return nil
        }
        let item = top.navigationItem
        let replaced = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
        guard !item.hidesBackButton, !replaced else {
            fail("The user could not \(gesture): \(top) hides its back button\(replaced ? " behind its left bar button items" : "").", at: site)
            return nil
        }
        return navigationController
    }

    private func visibleTabBarController(at site: CallSite) -> UITabBarController? {
        guard let tabBarController = window.touchableControllers.first(where: { $0 is UITabBarController }) as? UITabBarController else {
            fail("The user could not tap a tab: there is no tab bar on the visible screen, \(screenName).", at: site)
            return nil
        }
        return tabBarController
    }

    private func tapTab(_ index: Int, of tabBarController: UITabBarController, site: CallSite) -> Bool {
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

    private func record(_ summary: String, kind: TransitionJournal.Kind = .gesture, at site: CallSite) {
        window.journal.append([TransitionJournal.Entry(
            kind: kind,
            summary: summary,
            callSite: site,
            sequence: TransitionJournal.nextSequence()
        )])
    }

    private func fail(_ message: String, at site: CallSite) {
        let labels = tappableLabels
        let buttons = labels.isEmpty ? "none" : labels.map { "\"\($0)\"" }.joined(separator: ", ")
        ModelReporting.report(ModelReport(
            kind: .gesture,
            message: "\(message)\nButtons the user can tap: \(buttons).\n\n\(hierarchy)",
            callSite: site
        ))
    }
}
