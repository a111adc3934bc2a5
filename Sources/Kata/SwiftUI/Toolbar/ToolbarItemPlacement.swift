/// Where a toolbar item goes: the model has one bar, the navigation bar, and puts leading and
/// cancellation items on its left and all the others on its right, where the user taps them.
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
    /// Navigation actions, such as a browser's back and forward: the leading end, as on iOS.
    public static let navigation = ToolbarItemPlacement(isLeading: true)
    /// A frequently used action the screen does not need to work.
    public static let secondaryAction = ToolbarItemPlacement(isLeading: false)
    /// The screen's main action.
    public static let primaryAction = ToolbarItemPlacement(isLeading: false)
    /// The action that deletes, such as Delete.
    public static let destructiveAction = ToolbarItemPlacement(isLeading: false)
    /// The middle of the bar, where the title goes; the model puts it with the trailing items.
    public static let principal = ToolbarItemPlacement(isLeading: false)
    /// The bottom toolbar; the model has one bar, so it goes with the trailing items.
    public static let bottomBar = ToolbarItemPlacement(isLeading: false)
    /// The bar above the keyboard; the model has no keyboard, so it goes with the trailing items.
    public static let keyboard = ToolbarItemPlacement(isLeading: false)
    /// The status area of a bottom toolbar; the model puts it with the trailing items.
    public static let status = ToolbarItemPlacement(isLeading: false)
}
