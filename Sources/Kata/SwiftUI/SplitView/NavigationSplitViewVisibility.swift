/// Which columns of a `NavigationSplitView` show side by side. A collapsed split view, as on an
/// iPhone, shows one column at a time and ignores it.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    private let name: String

    /// The columns the system chooses for the width and the platform.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The last two columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
