import Foundation

/// How a tab bar item looks in one state; kept, not drawn.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
}
