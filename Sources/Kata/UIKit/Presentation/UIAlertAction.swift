import Foundation

/// A button of an alert: its title, style, and what happens after the alert closes.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks, and where it goes.
    public enum Style: Int, Sendable {
        /// An ordinary choice.
        case `default` = 0
        /// The choice that changes nothing.
        case cancel = 1
        /// A choice that destroys something.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// How the action looks.
    public let style: Style
    /// Whether the user can choose it.
    open var isEnabled = true
    /// Runs after the alert is dismissed, as in UIKit.
    let handler: ((UIAlertAction) -> Void)?

    /// Creates an action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
