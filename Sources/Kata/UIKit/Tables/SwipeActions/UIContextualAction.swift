import Foundation

/// An action shown when the user swipes a table row, such as Delete or Archive.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
///     self?.deleteOrder(at: indexPath)
///     completion(true)
/// }
/// ```
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// Runs when the user taps the action: with the action, the view that showed it, and the
    /// completion to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action's button looks.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal = 0
        /// An action that deletes or otherwise destroys something.
        case destructive = 1
    }

    /// How the action's button looks.
    public let style: Style
    /// The title of the action's button; the user taps the action by it.
    open var title: String?
    /// What runs when the user taps the action.
    public let handler: Handler
    /// The button's background; kept, nothing is drawn.
    open var backgroundColor: UIColor?
    /// The button's image; kept, nothing is drawn.
    open var image: UIImage?

    /// Creates an action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
