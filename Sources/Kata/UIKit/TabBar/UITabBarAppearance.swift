import Foundation

/// How a tab bar looks: its background, and its items' look; kept, not drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items laid out in a stack, as on iPhone.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The look of items laid out inline.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The look of items laid out compactly inline.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// Creates an appearance with the system's default look.
    public override init() {
        super.init()
    }
}
