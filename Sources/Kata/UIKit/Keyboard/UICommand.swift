import Foundation

/// A menu command that calls an action method: the base of `UIKeyCommand`. UIKit's
/// initializers all take a `Selector`, which Linux cannot make (`#selector` needs the
/// Objective-C runtime), so the model declares none.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The title a keyboard shortcut's list shows, when it differs from the title.
    open var discoverabilityTitle: String?
}
