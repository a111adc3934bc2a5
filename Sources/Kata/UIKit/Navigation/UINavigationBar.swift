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
}
