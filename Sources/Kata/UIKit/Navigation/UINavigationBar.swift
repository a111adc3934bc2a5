import Foundation

/// The bar at the top of a navigation controller; the model keeps its settings and draws nothing.
///
/// The back button and bar button items a user taps live on each controller's
/// `navigationItem`, as in UIKit.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether titles are shown large when a controller allows it.
    open var prefersLargeTitles = false
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's look at rest.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's look when content scrolls under its edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look when compact.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's look when compact and content scrolls under its edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The shadow image under the bar.
    open var shadowImage: UIImage?

    /// Sets the bar's background image; kept, not drawn.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}

    /// Sets the bar's background image for a position; kept, not drawn.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {}

    /// The proxy that sets how every navigation bar looks. The model draws no bar, so it hands
    /// back a bar of its own whose settings are kept and applied nowhere.
    public static func appearance() -> UINavigationBar {
        UINavigationBar(frame: .zero)
    }
}
