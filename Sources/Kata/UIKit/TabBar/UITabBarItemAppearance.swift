import Foundation

/// How a tab bar's items look in each state; kept, not drawn.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The look of an item in the normal state.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    public let disabled = UITabBarItemStateAppearance()
    /// The look of a focused item.
    public let focused = UITabBarItemStateAppearance()

    /// Creates the system's default look.
    public override init() {
        super.init()
    }
}
