import Foundation

/// What a user could do next, for graders that walk every state of a flow.
extension User {
    /// Every gesture the visible screen allows, without making any: each button and each table
    /// row once (titles shared by two of them, or shown by another row too, are left out), the
    /// back button and both back swipes, both sheet swipes, and each tab.
    public var availableGestures: [Gesture] {
        MainTurn.end()
        let labels = tappableLabels
        let rowTexts = tappableRows.flatMap { Set($0.names) }
        var gestures = labels
            .filter { label in labels.count { $0 == label } == 1 && rowTexts.count { $0 == label } <= 1 }
            .map(Gesture.tap)
        if backButtonProblem == nil || backActionOnScreen != nil {
            gestures.append(.tapBack)
        }
        if backButtonProblem == nil {
            if navigationControllerForBack?.interactivePopGestureRecognizer?.mayBegin ?? true {
                gestures += [.swipeBack(completing: true), .swipeBack(completing: false)]
            }
        }
        if !window.isHidden, window.layers.count > 1, let presented = window.layers.last, presented.presentationStyleInEffect.isSheet {
            gestures += [.swipeDown(completing: true), .swipeDown(completing: false)]
        }
        if let tabBarController = window.touchableControllers.first(where: { $0 is UITabBarController }) as? UITabBarController, tabBarController.screenHidingTabBar == nil {
            gestures += tabBarController.children.indices.map { index in
                .selectTab(index, title: tabBarController.children[index].tabBarItem.title ?? "\(index)")
            }
        }
        return gestures
    }

    /// The placeholders (or accessibility identifiers) of the text fields the user can type into now.
    public var fieldLabels: [String] {
        MainTurn.end()
        return touchableViews.compactMap { $0 as? UITextField }
            .filter(\.isEnabled)
            .compactMap { $0.accessibilityIdentifier ?? $0.placeholder }
    }

    /// The titles (or accessibility identifiers) of the buttons on screen that the user cannot tap
    /// because they are disabled, as a button that waits for its field is.
    public var disabledButtonLabels: [String] {
        MainTurn.end()
        return allButtons.filter { !$0.isEnabled && !$0.isHidden }.compactMap { $0.currentTitle ?? $0.accessibilityIdentifier }
    }

    /// What each field the user can type into now holds, by placeholder (or accessibility
    /// identifier); an empty field's text is "".
    public var fieldTexts: [String: String] {
        MainTurn.end()
        let fields = touchableViews.compactMap { $0 as? UITextField }.filter(\.isEnabled)
        return Dictionary(fields.compactMap { field in (field.accessibilityIdentifier ?? field.placeholder).map { ($0, field.text ?? "") } }, uniquingKeysWith: { first, _ in first })
    }

    /// Makes a gesture; returns whether it could be made (a sheet that springs back counts as made).
    @discardableResult
    public func perform(
        _ gesture: Gesture,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        switch gesture {
        case let .tap(label):
            return tap(label, fileID: fileID, filePath: filePath, line: line, column: column)
        case .tapBack:
            return tapBack(fileID: fileID, filePath: filePath, line: line, column: column)
        case let .swipeBack(completing):
            return swipeBack(completing: completing, fileID: fileID, filePath: filePath, line: line, column: column)
        case let .swipeDown(completing):
            let somethingPresented = !window.isHidden && window.layers.count > 1
            swipeDown(completing: completing, fileID: fileID, filePath: filePath, line: line, column: column)
            return somethingPresented
        case let .selectTab(index, _):
            return selectTab(index, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
