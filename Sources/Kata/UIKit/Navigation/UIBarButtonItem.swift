import Foundation

/// A button in a navigation bar; the model runs its primary action when the user taps it.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///     systemItem: .done,
///     primaryAction: UIAction { [weak self] _ in self?.onDone?() }
/// )
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The title shown on the button.
    open var title: String?
    /// The image shown on the button.
    open var image: UIImage?
    /// A view of your own shown in place of the title or image, such as a button; kept, and not
    /// reached by the model's user, who taps items by their title.
    open var customView: UIView?
    /// What runs when the button is tapped.
    open var primaryAction: UIAction?
    /// Whether the button can be tapped.
    open var isEnabled = true
    /// Whether the button is hidden.
    open var isHidden = false
    /// A string that identifies the button in tests.
    open var accessibilityIdentifier: String?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates an item with a title, an image, and an action run on tap.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    /// Creates an item that shows a view of your own.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a system item (Done, Cancel, …) with an action run on tap; its title is the item's English name.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.title = systemItem.title
        self.primaryAction = primaryAction
        super.init()
    }

    /// Runs the primary action, as a tap does.
    func performTap() {
        primaryAction?.perform(sender: self)
    }

    /// The system's standard bar buttons.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add, shown as a plus.
        case add = 4
        /// Close, shown as a cross.
        case close = 24

        /// The item's English name, which the simulated user taps.
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .close: "Close"
            }
        }
    }

    /// The proxy that sets how every bar button item looks. The model draws no bar, so it hands back an
    /// item of its own whose settings are kept and applied nowhere.
    public static func appearance() -> UIBarButtonItem {
        UIBarButtonItem()
    }
}
