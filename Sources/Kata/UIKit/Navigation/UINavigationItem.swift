import Foundation

/// What a navigation bar shows for a controller: its title, bar buttons and back button.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar.
    open var title: String?
    /// The title of the back button that leads back to this controller, when set.
    open var backButtonTitle: String?
    /// The button shown to go back to this screen from the one pushed above it; the model keeps
    /// it, and the user goes back with `tapBack()` whatever its title.
    open var backBarButtonItem: UIBarButtonItem?
    /// A view shown in the bar in place of the title; kept, drawn nowhere.
    open var titleView: UIView?
    /// A line of text shown above the title; kept, drawn nowhere.
    open var prompt: String?
    /// Whether the back button is hidden while this controller is on top.
    open var hidesBackButton = false
    /// What the back button does while this controller is on top, in place of going back; `nil`
    /// (go back) by default. Set on a stack's only screen, it gives that screen a back button.
    open var backAction: UIAction?
    /// The buttons at the leading edge, replacing the back button unless it is kept.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The buttons at the trailing edge.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the back button stays beside the left bar buttons.
    open var leftItemsSupplementBackButton = false
    /// Whether the bar shows this controller's title large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// When the bar shows a large title.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the controller below does.
        case automatic
        /// Always large, when the bar prefers large titles.
        case always
        /// Never large.
        case never
    }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The first button at the leading edge.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first button at the trailing edge.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets whether the back button is hidden.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}
