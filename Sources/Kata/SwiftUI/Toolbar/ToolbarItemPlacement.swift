/// Where a toolbar item goes: the model puts leading and cancellation items on the left of the
/// navigation bar, and the others on the right.
public struct ToolbarItemPlacement: Sendable, Equatable {
    let isLeading: Bool

    /// Where the system puts it: the trailing end.
    public static let automatic = ToolbarItemPlacement(isLeading: false)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
    /// The action that confirms, such as Save.
    public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
    /// The action that cancels.
    public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
    /// The screen's main action.
    public static let primaryAction = ToolbarItemPlacement(isLeading: false)
}
