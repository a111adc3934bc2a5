import Foundation

/// A button that runs its actions when tapped.
///
/// ```swift
/// let next = UIButton(type: .system)
/// next.setTitle("Next", for: .normal)
/// next.addAction(UIAction { [weak self] _ in self?.onNext?() }, for: .touchUpInside)
/// view.addSubview(next)
/// ```
@MainActor
open class UIButton: UIControl {
    /// The button's style.
    public let buttonType: ButtonType
    private var titles: [State.RawValue: String] = [:]

    /// Creates a button of a type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// Creates a button of a type whose tap runs an action; the button takes the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        self.buttonType = .custom
        super.init(frame: frame)
    }

    /// Creates a button from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the title shown in a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title shown in a state, falling back to the normal state's title as UIKit does.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? {
        title(for: isEnabled ? .normal : .disabled)
    }

    /// Button styles.
    public enum ButtonType: Int, Sendable {
        /// A button with no style.
        case custom = 0
        /// The system's standard button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// A close button.
        case close = 7
    }
}
