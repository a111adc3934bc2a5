import Foundation

/// What every item on a bar has, as in UIKit: the bar button items of navigation bars and
/// toolbars, and the items of a tab bar share it.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title's text attributes, by control state.
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item.
    public override init() {
        super.init()
    }

    /// Sets the title's text attributes (font, colour…) for a state; the model keeps them and
    /// draws nothing.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes for a state, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
