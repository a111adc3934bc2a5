import Foundation

/// The view that shows one row of a table view.
///
/// As in UIKit, a cell's content goes in its `contentView`: the labels of its style
/// (`textLabel`, and `detailTextLabel` for the styles that have one), views you add, or, since
/// iOS 14, the view of its `contentConfiguration`. The simulated user taps a row by a text its
/// cell shows.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = item.name
/// content.secondaryText = item.detail
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The styles of the labels a cell shows without a content configuration.
    public enum CellStyle: Int, Sendable {
        /// One label, `textLabel`.
        case `default` = 0
        /// `textLabel` with `detailTextLabel` on the trailing side.
        case value1 = 1
        /// `detailTextLabel` next to a smaller `textLabel`.
        case value2 = 2
        /// `textLabel` with `detailTextLabel` below it.
        case subtitle = 3
    }

    /// The standard views a cell shows on its trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron, for rows that lead to another screen.
        case disclosureIndicator = 1
        /// An information button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An information button.
        case detailButton = 4
    }

    /// How a selected cell looks; kept, nothing is drawn.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight: the row is still selected when tapped.
        case none = 0
        /// A blue highlight.
        case blue = 1
        /// A gray highlight.
        case gray = 2
        /// The system's highlight.
        case `default` = 3
    }

    /// What editing a row does: nothing, delete it, or insert one.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    /// The lines drawn between a table's cells; kept, nothing is drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A single line.
        case singleLine = 1
        /// An etched line, for grouped tables of older iOS versions.
        case singleLineEtched = 2
    }

    /// The identifier the cell was made for, which a table view reuses it by.
    public let reuseIdentifier: String?
    /// The standard view shown on the cell's trailing edge; kept, nothing is drawn.
    open var accessoryType: AccessoryType = .none
    /// How the cell looks when selected; kept, and it does not stop the user from selecting the row.
    open var selectionStyle: SelectionStyle = .default
    /// The space the line below the cell leaves at its ends; kept, nothing is drawn.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// How the cell's background looks; kept, nothing is drawn.
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// The style the cell was created with.
    let cellStyle: CellStyle
    /// The view that holds the cell's content.
    private var storedContentView = UIView()
    /// The main label, once asked for.
    private var storedTextLabel: UILabel?
    /// The secondary label, once asked for.
    private var storedDetailTextLabel: UILabel?
    /// Whether the cell shows as selected.
    private var selectedState = false
    /// The content configuration, if one was set.
    var storedContentConfiguration: (any UIContentConfiguration)?

    /// Creates a cell of a style, to be reused by `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    /// Creates a cell of the default style with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a cell as a table view does for a registered class: with
    /// `init(style: .default, reuseIdentifier:)`, through your override if you wrote one.
    ///
    /// UIKit has no such initializer; the model needs it because Swift can only create an
    /// instance of a class known at run time through a `required` initializer. Subclasses inherit
    /// it when they override `init(style:reuseIdentifier:)` and `init?(coder:)`, as cells made
    /// for registration do. Your code never calls it.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: - Content

    /// The view that holds the cell's content: add your own views to it.
    ///
    /// Setting a content configuration replaces it with the configuration's view, as in UIKit.
    open var contentView: UIView {
        storedContentView
    }

    /// The label for the cell's main text, made on first use and added to the content view;
    /// `nil` while the cell has a content configuration.
    open var textLabel: UILabel? {
        guard storedContentConfiguration == nil else { return nil }
        if let storedTextLabel {
            return storedTextLabel
        }
        let label = UILabel()
        storedContentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The label for the cell's secondary text, for the styles that have one (`value1`,
    /// `value2`, `subtitle`), made on first use and added to the content view; `nil` for the
    /// default style and while the cell has a content configuration.
    open var detailTextLabel: UILabel? {
        guard storedContentConfiguration == nil, cellStyle != .default else { return nil }
        if let storedDetailTextLabel {
            return storedDetailTextLabel
        }
        let label = UILabel()
        label.textColor = .secondaryLabel
        storedContentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    // MARK: - Selection and reuse

    /// Whether the cell shows as selected; the table view sets it when its row is selected.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Shows the cell as selected or not; override to change how a selected cell looks, calling `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Called before a table view hands out a cell again; the model's table views make a new
    /// cell each time, so it never calls this.
    open func prepareForReuse() {}

    // MARK: - Internal

    /// Puts a new view in the content view's place.
    func replaceContentView(with newContentView: UIView) {
        storedTextLabel = nil
        storedDetailTextLabel = nil
        storedContentView.removeFromSuperview()
        storedContentView = newContentView
        addSubview(newContentView)
    }

    /// The label the cell's text is in, without making one.
    var existingTextLabel: UILabel? {
        storedContentConfiguration == nil ? storedTextLabel : nil
    }
}
