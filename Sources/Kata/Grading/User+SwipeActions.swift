import Foundation

/// Swiping a table row to show its actions, and tapping one.
extension User {
    /// The edge a row is swiped from.
    public enum RowEdge: Sendable {
        /// The leading edge: the user swipes right, in a left-to-right language.
        case leading
        /// The trailing edge: the user swipes left, where Delete usually is.
        case trailing
    }

    /// Swipes the table row whose cell shows `label` from an edge, and taps the action titled
    /// `action` among those the table's delegate gives for that edge; in SwiftUI, the row's
    /// `swipeActions` for that edge, or the Delete that `onDelete` gives.
    ///
    /// As on a device, a row its data source says cannot be edited (`tableView(_:canEditRowAt:)`)
    /// does not swipe; otherwise the table asks its delegate for the row's swipe actions
    /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)` or its leading twin), and the
    /// action's handler runs with the action, the view that showed it (the model passes the
    /// row's cell, where UIKit passes the action's button), and a completion to call with
    /// whether the action was performed. UIKit's default actions, shown when the delegate
    /// returns `nil`, are not modelled. Removing the row is the
    /// handler's job: change your data, then `deleteRows(at:with:)`.
    ///
    /// - Returns: Whether an action's handler ran.
    @discardableResult
    public func swipeRow(
        _ label: String,
        from edge: RowEdge = .trailing,
        andTap action: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        beginAction()
        defer { MainTurn.endGesture() }
        let rows = rowsOnScreen.filter { $0.table is UITableView && $0.names.contains(label) }
        if rows.isEmpty, let swiftUIRow = swipeableRows(showing: label) {
            return swipe(swiftUIRow, label: label, from: edge, andTap: action, at: site)
        }
        guard rows.count == 1, let row = rows.first else {
            let reason = rows.isEmpty
                ? "there is no table row or list row showing \"\(label)\" (a SwiftUI row swipes only inside a List or a Form, and only with swipeActions or onDelete)"
                : "\(rows.count) table rows show \"\(label)\"; give each cell an accessibility identifier and swipe by identifier"
            fail("The user could not swipe the row \"\(label)\": \(reason) on the visible screen, \(screenName).", at: site)
            return false
        }
        guard let table = row.table as? UITableView else { return false }
        if table.dataSource?.tableView(table, canEditRowAt: row.indexPath) == false {
            fail("The user could not swipe \(row.position) \"\(label)\": the row cannot be edited (the data source's tableView(_:canEditRowAt:) returned false), so it shows no swipe actions.", at: site)
            return false
        }
        let configuration = switch edge {
        case .leading: table.delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: row.indexPath)
        case .trailing: table.delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: row.indexPath)
        }
        let direction = edge == .trailing ? "left" : "right"
        let actions = configuration?.actions ?? []
        guard let chosen = actions.first(where: { $0.title == action }) else {
            let offered = actions.isEmpty
                ? "the row has no \(edge) swipe actions: the table's delegate returned \(configuration == nil ? "nil" : "no actions") from tableView(_:\(edge)SwipeActionsConfigurationForRowAt:)"
                : "its \(edge) swipe actions are \(actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", "))"
            fail("The user swiped \(row.position) \"\(label)\" \(direction) but could not tap \"\(action)\": \(offered).", at: site)
            return false
        }
        record("user swipes \(row.position) \"\(label)\" \(direction) and taps \"\(action)\" on \(screenName)", at: site)
        let sourceView = table.cellForRow(at: row.indexPath) ?? table
        chosen.handler(chosen, sourceView) { _ in }
        return true
    }

    /// The SwiftUI rows with swipe actions that show `label`, innermost first: a row inside
    /// another (swipe actions inside a row that `onDelete` makes deletable) comes before it.
    private func swipeableRows(showing label: String) -> [SwipeActionsView]? {
        let rows = touchableViews.compactMap { $0 as? SwipeActionsView }.filter { row in
            row.viewTree.contains { ($0 as? UILabel)?.text == label || ($0 as? UIButton)?.currentTitle == label || $0.accessibilityIdentifier == label }
        }
        return rows.isEmpty ? nil : rows.reversed()
    }

    /// Swipes a SwiftUI row and taps one of the actions its edge reveals: those of the innermost
    /// row that has actions for that edge; a row with swipe actions of its own no longer offers
    /// the Delete that `onDelete` gives.
    private func swipe(_ rows: [SwipeActionsView], label: String, from edge: RowEdge, andTap action: String, at site: CallSite) -> Bool {
        let outermost = rows.filter { row in !rows.contains { $0 !== row && row.isDescendant(of: $0) } }
        guard outermost.count == 1 else {
            fail("The user could not swipe the row \"\(label)\": \(outermost.count) rows show it on the visible screen, \(screenName). Give each row an accessibility identifier and swipe by identifier.", at: site)
            return false
        }
        let swiftUIEdge: HorizontalEdge = edge == .leading ? .leading : .trailing
        let direction = edge == .trailing ? "left" : "right"
        let ownActions = rows.filter { !$0.isSynthesizedDelete && !$0.actions.values.joined().isEmpty }
        let candidates = ownActions.isEmpty ? rows : ownActions
        let buttons = candidates.lazy.compactMap { $0.actions[swiftUIEdge] }.first ?? []
        guard let button = buttons.first(where: { $0.currentTitle == action && $0.isEnabled }) else {
            let offered = buttons.isEmpty
                ? "the row has no \(edge) swipe actions (swipeActions(edge: .\(edge)), or onDelete for a trailing Delete)"
                : "its \(edge) swipe actions are \(buttons.map { "\"\($0.currentTitle ?? "")\"" }.joined(separator: ", "))"
            fail("The user swiped the row \"\(label)\" \(direction) but could not tap \"\(action)\": \(offered).", at: site)
            return false
        }
        record("user swipes the row \"\(label)\" \(direction) and taps \"\(action)\" on \(screenName)", at: site)
        button.sendActions(for: .touchUpInside)
        return true
    }
}
