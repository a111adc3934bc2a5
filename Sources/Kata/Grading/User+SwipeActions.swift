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
    /// `action` among those the table's delegate gives for that edge.
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
        MainTurn.beginGesture()
        defer { MainTurn.endGesture() }
        let rows = rowsOnScreen.filter { $0.names.contains(label) }
        guard rows.count == 1, let row = rows.first else {
            let reason = rows.isEmpty
                ? "there is no table row showing \"\(label)\""
                : "\(rows.count) table rows show \"\(label)\"; give each cell an accessibility identifier and swipe by identifier"
            fail("The user could not swipe the row \"\(label)\": \(reason) on the visible screen, \(screenName).", at: site)
            return false
        }
        let table = row.table
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
}
