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
    /// The search controller whose bar shows with this controller; the user types into its
    /// field by its placeholder while this controller is on top.
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls; kept, as nothing scrolls.
    open var hidesSearchBarWhenScrolling = true
    /// Where the search bar goes in the bar; kept, not drawn.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// The bar's look at rest while this controller is on top, over the bar's own; kept.
    open var standardAppearance: UINavigationBarAppearance?
    /// The bar's look when compact while this controller is on top; kept.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's look when content scrolls under its edge while this controller is on top; kept.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look when compact and content scrolls under its edge; kept.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// When the bar shows a large title.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the controller below does.
        case automatic
        /// Always large, when the bar prefers large titles.
        case always
        /// Never large.
        case never
        /// Inline, the title small in the bar (iOS 17).
        case inline
    }

    /// Where a navigation item's search bar goes.
    public enum SearchBarPlacement: Int, Sendable {
        /// Where the current layout puts it.
        case automatic
        /// Inline with the other content, at the trailing edge.
        case integrated
        /// Below the bar's other content.
        case stacked
        /// Integrated, centred in a regular-width bar.
        case integratedCentered
        /// Integrated, shown as a button while inactive.
        case integratedButton

        /// Inline with the other content, the name before iOS 26.
        @available(iOS, deprecated: 26.0, renamed: "integrated")
        public static var inline: SearchBarPlacement { .integrated }
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
