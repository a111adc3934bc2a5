import Foundation

/// A button that runs its actions when tapped.
///
/// ```swift
/// let next = UIButton(type: .system)
/// next.setTitle("Next", for: .normal)
/// next.addAction(UIAction { [weak self] _ in self?.onNext?() }, for: .touchUpInside)
/// view.addSubview(next)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's style.
    public let buttonType: ButtonType
    private var titles: [State.RawValue: String] = [:]
    private var titleColors: [State.RawValue: UIColor] = [:]
    private var images: [State.RawValue: UIImage] = [:]
    private let storedTitleLabel = UILabel()

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

    /// Creates a button from a configuration, whose tap runs an action; the user taps it by the
    /// configuration's title.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// The configuration the button is built from, if any; its title is the button's title
    /// unless one was set with `setTitle(_:for:)`.
    open var configuration: Configuration?
    /// The space around the title and image, from before iOS 15; kept, nothing is laid out.
    @available(iOS, deprecated: 15.0, message: "Use UIButton.Configuration's contentInsets")
    open var contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The menu the button shows; with `showsMenuAsPrimaryAction`, a tap shows it.
    open var menu: UIMenu?
    /// Whether a tap shows the menu rather than sending the button's actions. The model opens
    /// no menus: the user taps the menu's actions by their titles, as if it were open.
    open var showsMenuAsPrimaryAction = false

    /// Whether a tap shows the button's menu rather than sending its actions.
    var showsMenuInstead: Bool {
        showsMenuAsPrimaryAction && menu != nil
    }

    /// Runs when the button's configuration needs updating, as after `setNeedsUpdateConfiguration()`.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?

    /// Asks the button to update its configuration: runs its update handler.
    open func setNeedsUpdateConfiguration() {
        configurationUpdateHandler?(self)
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

    /// The title shown in a state, falling back to the normal state's title as UIKit does, and
    /// then to the configuration's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue] ?? configuration?.title
    }

    /// The title shown now.
    open var currentTitle: String? {
        title(for: isEnabled ? .normal : .disabled)
    }

    /// The label that shows the title, for its font and alignment; its text follows the title.
    open var titleLabel: UILabel? {
        storedTitleLabel.text = currentTitle
        return storedTitleLabel
    }

    /// Sets the title's colour in a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// The title's colour in a state, falling back to the normal state's.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in a state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// The image shown in a state, falling back to the normal state's.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The image shown now.
    open var currentImage: UIImage? {
        image(for: isEnabled ? .normal : .disabled)
    }

    /// Button styles.
    public enum ButtonType: Int, Sendable {
        /// A button with no style.
        case custom = 0
        /// The system's standard button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a dark background.
        case infoLight = 3
        /// An information button on a light background.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A button that draws nothing around its content, and no highlight.
        case plain = 6
        /// A close button.
        case close = 7

        /// A rounded-rectangle button: the system button, as in UIKit since iOS 7.
        public static var roundedRect: ButtonType {
            .system
        }
    }
}
