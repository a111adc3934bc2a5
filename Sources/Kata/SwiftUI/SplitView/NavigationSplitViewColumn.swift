/// A column of a `NavigationSplitView`: the one a collapsed split view shows on top, through
/// `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let index: Int

    /// The first column, usually a list to choose from.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The last column, which shows what was chosen.
    public static let detail = NavigationSplitViewColumn(index: 2)

    /// The column's place among `columns` columns: the content column of a two-column split view
    /// is its detail.
    func position(among columns: Int) -> Int {
        min(index, columns - 1)
    }

    /// The column at a place among `columns` columns.
    static func at(_ position: Int, among columns: Int) -> NavigationSplitViewColumn {
        position == 0 ? .sidebar : position == columns - 1 ? .detail : .content
    }
}
