import Foundation

/// The gestures: each fires what the real gesture fires, and reports what it could not do.
extension User {
    /// Taps the button or bar button with this title or accessibility identifier on the visible
    /// screen, or the table row whose cell shows this text or has this accessibility identifier.
    ///
    /// A row is tapped as on a device: the table asks its delegate (`tableView(_:willSelectRowAt:)`
    /// may name another row, or refuse), selects the row and calls `tableView(_:didSelectRowAt:)`.
    /// A label that a button and a row both show is ambiguous, like two buttons with one title.
    /// A button that shows a menu as its primary action offers the menu's actions instead, tapped
    /// by their titles as if the menu were open.
    @discardableResult
    public func tap(
        _ label: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        let buttons = tappableButtons.filter { $0.currentTitle == label || $0.accessibilityIdentifier == label }
        let items = tappableBarItems.filter { $0.title == label || $0.accessibilityIdentifier == label }
        let menuActions = tappableMenuActions.filter { $0.action.title == label }
        let rows = rowsOnScreen
        let matchingRows = rows.filter { $0.table.allowsSelection && $0.names.contains(label) }
        let matches = buttons.count + items.count + menuActions.count + matchingRows.count
        guard matches == 1 else {
            if matches == 0 {
                let disabled = allButtons.contains { ($0.currentTitle == label || $0.accessibilityIdentifier == label) && !$0.isEnabled }
                let unselectable = rows.first { !$0.table.allowsSelection && $0.names.contains(label) }
                let reason: String
                let next: String
                if disabled {
                    reason = "the button \"\(label)\" is there but disabled"
                    next = showsSwiftUI
                        ? "Enable it (`.disabled(false)`, or a condition that turns false) when the user may go on."
                        : "Enable it (isEnabled = true) when the user may go on."
                } else if let unselectable {
                    let noun = unselectable.table.cellNoun
                    let container = unselectable.table is UITableView ? "table" : "collection view"
                    reason = "the \(noun) \"\(label)\" is there but its \(container) does not let the user select \(noun)s (allowsSelection is false)"
                    next = "Set allowsSelection to true on a \(container) whose \(noun)s lead somewhere."
                } else if rows.isEmpty {
                    reason = "there is no button titled or identified \"\(label)\""
                    next = showsSwiftUI
                        ? "Is the right screen showing? If it is, check the Button's title and that the view's body shows it (not left out, nor behind an if that is false)."
                        : "Is the right screen showing? If it is, check the button's title and that viewDidLoad adds it to the view."
                } else {
                    reason = "there is no button or table row titled or identified \"\(label)\""
                    next = "Is the right screen showing? If it is, check the button's title, or the text the row's cell shows, and that the data source gives that row."
                }
                fail("The user could not tap \"\(label)\": \(reason) on the visible screen, \(screenName). \(next)", at: site)
            } else if matchingRows.isEmpty {
                fail("The user could not tap \"\(label)\": \(matches) buttons on the visible screen, \(screenName), have that title or identifier. Give each an accessibility identifier and tap by identifier.", at: site)
            } else {
                fail("The user could not tap \"\(label)\": \(matches) buttons and table rows on the visible screen, \(screenName), show that title or identifier. Give each an accessibility identifier (a cell's too) and tap by identifier.", at: site)
            }
            return false
        }
        if let row = matchingRows.first {
            return tapRow(row, label: label, at: site)
        }
        record("user taps \"\(label)\" on \(screenName)", at: site)
        if let button = buttons.first {
            button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else if let (button, action) = menuActions.first {
            action.perform(sender: button)
        } else {
            items.first?.performTap()
        }
        return true
    }

    /// Types text into the field with this accessibility identifier or placeholder, replacing its
    /// text, as a person taps the field, types and moves on.
    ///
    /// The field's delegate is asked as UIKit asks it: `textFieldShouldBeginEditing(_:)` (a
    /// refusal, as for a field that opens a picker instead, leaves the text), then
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` (a refusal keeps the old text);
    /// the field sends `.editingDidBegin`, `.editingChanged` and `.editingDidEnd`, and the
    /// delegate hears `textFieldDidBeginEditing(_:)`, `textFieldDidChangeSelection(_:)` and
    /// `textFieldDidEndEditing(_:)`. Returns whether the user could reach the field.
    @discardableResult
    public func type(
        _ text: String,
        into field: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        let fields = touchableViews.compactMap { $0 as? UITextField }
            .filter { $0.isEnabled && ($0.accessibilityIdentifier == field || $0.placeholder == field) }
        guard fields.count == 1, let target = fields.first else {
            let reason = fields.isEmpty ? "there is no enabled text field identified or labelled \"\(field)\"" : "\(fields.count) text fields match \"\(field)\""
            fail("The user could not type into \"\(field)\": \(reason) on the visible screen, \(screenName). Is the right screen showing, with its field added to the view?", at: site)
            return false
        }
        if target.delegate?.textFieldShouldBeginEditing(target) == false {
            record("user taps \"\(field)\" on \(screenName): the field's delegate refused to begin editing", at: site)
            return true
        }
        target.sendActions(for: .editingDidBegin)
        target.delegate?.textFieldDidBeginEditing(target)
        defer {
            target.sendActions(for: .editingDidEnd)
            target.delegate?.textFieldDidEndEditing(target)
        }
        let current = target.text ?? ""
        if target.delegate?.textField(target, shouldChangeCharactersIn: NSRange(location: 0, length: (current as NSString).length), replacementString: text) == false {
            record("user types \"\(text)\" into \"\(field)\" on \(screenName): the field's delegate refused the change", at: site)
            return true
        }
        record("user types \"\(text)\" into \"\(field)\" on \(screenName)", at: site)
        target.text = text
        target.sendActions(for: .editingChanged)
        target.delegate?.textFieldDidChangeSelection(target)
        return true
    }

    /// Taps the back button of the navigation bar on the visible screen: it goes back, or runs
    /// the screen's `navigationItem.backAction` when one is set.
    @discardableResult
    public func tapBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        if let backAction = backActionOnScreen {
            record("user taps the back button on \(screenName), which runs its navigationItem.backAction", at: site)
            backAction.perform(sender: nil)
            return true
        }
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
        beginAction()
        defer { MainTurn.endGesture() }
        guard let navigationController = navigationControllerWithBackButton(for: "swipe back", at: site) else {
            return false
        }
        if let recognizer = navigationController.interactivePopGestureRecognizer, !recognizer.mayBegin {
            let reason = recognizer.isEnabled ? "its delegate's gestureRecognizerShouldBegin returned false" : "isEnabled is false"
            record("user swipes back on \(screenName): nothing happens, \(navigationController)'s interactivePopGestureRecognizer is off (\(reason))", at: site)
            return false
        }
        if completing {
            navigationController.swipeInProgress = true
            navigationController.popViewController(animated: true, fileID: fileID, filePath: filePath, line: line, column: column)
            navigationController.swipeInProgress = false
        } else {
            navigationController.cancelInteractivePop(site: site)
        }
        return true
    }

    /// Swipes the topmost sheet down, as a person dismisses a card; when `completing` is `false`,
    /// lets go halfway and the sheet springs back.
    ///
    /// Full-screen presentations do not move (the result is `false`); a sheet whose controller
    /// sets `isModalInPresentation`, or whose delegate refuses, stays, and the delegate hears
    /// `presentationControllerDidAttemptToDismiss`. An abandoned swipe tells the delegate
    /// `presentationControllerWillDismiss` and never `presentationControllerDidDismiss`.
    @discardableResult
    public func swipeDown(
        completing: Bool = true,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        let layers = window.isHidden ? [] : window.layers
        guard layers.count > 1, let presented = layers.last else {
            fail("The user could not swipe down: nothing is presented on the visible screen, \(screenName). Sheets come from present(_:animated:completion:); check that it was called, and not refused (the journal shows refusals).", at: site)
            return false
        }
        guard presented.presentationStyleInEffect.isSheet else {
            record("user swipes down on \(presented): nothing happens, a \(presented.presentationStyleInEffect.resolved) presentation cannot be swiped away", at: site)
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
        let coordinator = presented.beginInteractiveDismissal()
        presentation.delegate?.presentationControllerWillDismiss(presentation)
        guard completing else {
            presented.cancelInteractiveDismissal(coordinator: coordinator, site: site)
            return true
        }
        presented.dismissChain(from: presented, animated: true, interactive: true, coordinator: coordinator, site: site) {
            presentation.delegate?.presentationControllerDidDismiss(presentation)
        }
        return true
    }

    /// Taps the tab at an index in the tab bar on screen.
    @discardableResult
    public func selectTab(
        _ index: Int,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        guard let tabBarController = visibleTabBarController(at: site) else { return false }
        guard tabBarController.children.indices.contains(index) else {
            fail("The user could not tap tab \(index): the tab bar has \(tabBarController.children.count == 1 ? "1 tab" : "\(tabBarController.children.count) tabs"), counted from 0. Check the list given to setViewControllers(_:animated:).", at: site)
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
        beginAction()
        defer { MainTurn.endGesture() }
        guard let tabBarController = visibleTabBarController(at: site) else { return false }
        let titles = tabBarController.children.map { $0.tabBarItem.title ?? "" }
        guard let index = tabBarController.children.firstIndex(where: {
            $0.tabBarItem.title == title || $0.tabBarItem.accessibilityIdentifier == title
        }) else {
            fail("The user could not tap the tab \"\(title)\": the tabs are \(titles.map { "\"\($0)\"" }.joined(separator: ", ")). A tab's title comes from its controller's tabBarItem.", at: site)
            return false
        }
        return tapTab(index, of: tabBarController, site: site)
    }

    /// Taps a universal link (an `https` link the app claims) while the app runs: the scene's
    /// delegate hears `scene(_:continue:)` with a browsing-web activity whose `webpageURL` is the link.
    @discardableResult
    public func open(
        universalLink url: URL,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return deliver("the universal link \(url.absoluteString)", verb: "open", at: site) { scene in
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = url
            scene.delegate?.scene(scene, continue: activity)
        }
    }

    /// Opens a URL in the user's scene, as tapping a link to the app does.
    @discardableResult
    public func open(
        _ url: URL,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return deliver(url.absoluteString, verb: "open", at: site) { scene in
            scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
        }
    }

    /// Hands the app an activity the user carries on, such as a Handoff from another device or a
    /// Spotlight result: the scene's delegate hears `scene(_:continue:)` (in a SwiftUI app, the
    /// views' `onContinueUserActivity` for its type).
    @discardableResult
    public func continueActivity(
        _ activity: NSUserActivity,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return deliver("an activity of type \(activity.activityType)", verb: "continue", at: site) { scene in
            scene.delegate?.scene(scene, continue: activity)
        }
    }

    /// Hands something to the user's scene, recording "user opens …" (or "continues"); reports
    /// it and returns `false` when the window belongs to no scene.
    private func deliver(_ name: String, verb: String, at site: CallSite, to handler: (UIWindowScene) -> Void) -> Bool {
        beginAction()
        defer { MainTurn.endGesture() }
        guard let scene else {
            fail("The user could not \(verb) \(name): the window belongs to no scene. Launch the app with User.launch(sceneDelegate:) or create the window with UIWindow(windowScene:).", at: site)
            return false
        }
        record("user \(verb)s \(name)", kind: .openURL, at: site)
        handler(scene)
        return true
    }
}
