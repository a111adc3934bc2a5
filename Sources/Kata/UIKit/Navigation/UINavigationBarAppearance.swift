import Foundation

/// How a navigation bar looks: its background, and its titles' attributes; kept, not drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Creates an appearance with the system's default look.
    public override init() {
        super.init()
    }

    /// Sets the back button's images; kept, not drawn.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {}
}
