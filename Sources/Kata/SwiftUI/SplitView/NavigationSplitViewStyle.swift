/// How a `NavigationSplitView` shares the width among its columns; a collapsed split view, the
/// only kind the model's iPhone screen shows, looks the same in every style.
@preconcurrency @MainActor
public protocol NavigationSplitViewStyle {}

/// The style the system chooses.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the automatic style.
    public init() {}
}

/// Columns side by side, the detail narrowed to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the balanced style.
    public init() {}
}

/// The detail at full width, the other columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the prominent-detail style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The style the system chooses.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side, the detail narrowed to make room.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full width, the other columns over it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
