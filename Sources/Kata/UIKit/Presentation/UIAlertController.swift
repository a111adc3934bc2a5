import Foundation

/// An alert or action sheet: a title, a message, and buttons that close it and run their action.
///
/// Present it like any controller. It covers the screen without taking the presenter off it,
/// and cannot be swiped away; the user taps one of its actions by title, which dismisses it and
/// then runs the action's handler, as in UIKit.
///
/// ```swift
/// let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in self?.signOut() })
/// navigationController.present(alert, animated: true)
/// ```
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or a sheet of actions at the bottom.
    public enum Style: Int, Sendable {
        /// Actions at the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The style chosen when the alert was made.
    public private(set) var preferredStyle: Style = .alert
    /// The message under the title.
    open var message: String?
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action that Return chooses.
    open var preferredAction: UIAlertAction?
    /// The text fields of an alert, in order; `nil` when it has none.
    public private(set) var textFields: [UITextField]?

    /// Creates an alert or an action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an action, shown as a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field to an alert, letting `configurationHandler` set it up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Lays out the title, message, fields and one button per action.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for text in [title, message].compactMap({ $0 }) {
            let label = UILabel()
            label.text = text
            view.addSubview(label)
        }
        textFields?.forEach { view.addSubview($0) }
        for action in actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak self] _ in self?.choose(action) }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    /// Closes the alert, then runs the action's handler.
    private func choose(_ action: UIAlertAction) {
        let handler = action.handler
        let dismisser = presentingViewController ?? self
        dismisser.dismiss(animated: true) {
            handler?(action)
        }
    }
}
