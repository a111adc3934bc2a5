import Foundation

/// A bar of buttons at the bottom of a screen. A navigation controller shows its own toolbar
/// with the top screen's `toolbarItems` when `isToolbarHidden` is false, and the model's user
/// taps those items by title; a toolbar a screen adds to its view is a view like any other,
/// whose items the user taps when it is on screen.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The bar's items, left to right.
    open var items: [UIBarButtonItem]?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's background colour.
    open var barTintColor: UIColor?
    /// The bar's look at rest.
    open var standardAppearance = UIToolbarAppearance()
    /// The bar's look when compact.
    open var compactAppearance: UIToolbarAppearance?
    /// The bar's look when content scrolls under its edge.
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The bar's look when compact and content scrolls under its edge.
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    /// Sets the bar's items; the model animates nothing.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The proxy that sets how every toolbar looks. The model draws no bar, so it hands back a
    /// bar of its own whose settings are kept and applied nowhere.
    public static func appearance() -> UIToolbar {
        UIToolbar(frame: .zero)
    }
}
