import Foundation

/// A container of columns (a primary list, perhaps a supplementary one, and a secondary
/// detail) that on an iPhone, the screen the model simulates, collapses into one navigation
/// stack, as UIKit does in a horizontally compact width.
///
/// - Column style (`init(style:)`): each column shows through a navigation controller the split
///   view makes for it (one you give is kept). When it first appears it collapses: the primary's
///   stack shows, with the secondary's pushed above it when the delegate's
///   `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` keeps the proposed
///   `.secondary` (the proposal is `.secondary` once a secondary is set; Apple's documentation
///   does not say, and reports from devices agree). A `.compact` column, when set, is shown
///   instead. `show(.secondary)` pushes the secondary's stack; Back pops it, to the primary.
/// - Classic style (`viewControllers = [primary, secondary]`): collapsing asks the delegate's
///   `splitViewController(_:collapseSecondary:onto:)`; unless it returns `true`, the primary's
///   `collapseSecondaryViewController(_:for:)` runs, which pushes the secondary when the
///   primary is a navigation controller, so the detail shows first.
///
/// `showDetailViewController(_:sender:)`, from the split view or any screen inside it, asks the
/// delegate, then pushes onto the primary's navigation controller, a detail in a navigation
/// controller of its own too, as a collapsed split view does (a primary that is none presents it). The split view never expands: `isCollapsed` is always `true`.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// Whether the split view arranges columns (double or triple) or a classic pair.
    public enum Style: Int, Sendable {
        /// The classic style, set up with `viewControllers`.
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// A column of a column-style split view.
    public enum Column: Int, Sendable {
        /// The first column.
        case primary
        /// The middle column of a triple-column split view.
        case supplementary
        /// The detail column.
        case secondary
        /// The controller shown instead of the others while collapsed.
        case compact
        /// A column beside the secondary on wide screens; never shown on an iPhone.
        case inspector
    }

    /// How the columns share the screen when there is room for more than one.
    public enum DisplayMode: Int, Sendable {
        /// The mode the split view chooses.
        case automatic
        /// The secondary alone.
        case secondaryOnly
        /// One column beside the secondary.
        case oneBesideSecondary
        /// One column over the secondary.
        case oneOverSecondary
        /// Two columns beside the secondary.
        case twoBesideSecondary
        /// Two columns over the secondary.
        case twoOverSecondary
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary
    }

    /// How the columns arrange themselves when there is room for more than one.
    public enum SplitBehavior: Int, Sendable {
        /// The behaviour the split view chooses.
        case automatic
        /// Side by side.
        case tile
        /// Over the secondary.
        case overlay
        /// Pushing the secondary aside.
        case displace
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none
        /// The sidebar's background.
        case sidebar
    }

    /// The width UIKit chooses, for the width properties.
    public static let automaticDimension: CGFloat = -1

    /// The style the split view was made with.
    public let style: Style
    /// The object asked about collapsing and showing; held weakly, as in UIKit.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode asked for; a collapsed split view shows one column whatever it says.
    open var preferredDisplayMode = DisplayMode.automatic
    /// The arrangement asked for; a collapsed split view shows one column whatever it says.
    open var preferredSplitBehavior = SplitBehavior.automatic
    /// Whether a swipe shows and hides the primary column when there is room; kept.
    open var presentsWithGesture = true
    /// Whether a button shows the secondary alone when there is room; kept.
    open var showsSecondaryOnlyButton = false
    /// The share of the width the primary column asks for; kept.
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension
    /// The width the primary column asks for; kept.
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// The smallest width of the primary column; kept.
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// The largest width of the primary column; kept.
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// The width the supplementary column asks for; kept.
    open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension
    /// The background of the primary column; kept.
    open var primaryBackgroundStyle = BackgroundStyle.none
    /// The button that changes the display mode, for a column's navigation item; hidden while collapsed.
    public let displayModeButtonItem = UIBarButtonItem()

    /// The controllers set for each column, as given.
    private var columns: [Column: UIViewController] = [:]
    /// What shows each column: the navigation controller made for it, or what was given.
    private var shown: [Column: UIViewController] = [:]
    /// The navigation controllers the split view made, by column.
    private var made: [Column: UINavigationController] = [:]
    /// Whether the split view has collapsed, as it does when it first appears.
    private var hasCollapsed = false
    /// Whether the split view is collapsing now, before anything of it is on screen.
    private(set) var isCollapsing = false
    /// The column `show(_:)` asked for before the split view collapsed.
    private var shownBeforeCollapse: Column?

    /// Creates a split view of a style: columns for `.doubleColumn` and `.tripleColumn`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view, set up with `viewControllers`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Split views from storyboards are not supported; the model decodes nothing.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - State

    /// Always `true`: an iPhone's width is compact, so the split view shows one column at a time.
    open var isCollapsed: Bool {
        true
    }

    /// The display mode in effect: the preferred one, or the secondary alone when automatic.
    open var displayMode: DisplayMode {
        preferredDisplayMode == .automatic ? .secondaryOnly : preferredDisplayMode
    }

    /// The arrangement in effect: the preferred one, or tiles when automatic.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// The width of the primary column: the screen's, as collapsed.
    open var primaryColumnWidth: CGFloat {
        view.bounds.width
    }

    /// The controllers of a classic split view: `[primary, secondary]` to set it up; while
    /// collapsed, the one controller on screen.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            guard style == .unspecified else {
                reportMisuse("Tried to set viewControllers of \(self), a column-style split view. UIKit ignores it and logs an error. Set each column with setViewController(_:for:).", at: nil)
                return
            }
            columns[.primary] = newValue.first
            columns[.secondary] = newValue.count > 1 ? newValue[1] : nil
            shown = columns
            showOnlyChild(columns[.primary])
        }
    }

    // MARK: - Columns

    /// Sets the controller of a column. A controller that is not a navigation controller is
    /// shown through one the split view makes (a `.compact` controller, or a tab bar controller
    /// as the secondary, is shown as it is); a column that already has one pushes the new
    /// controller onto it, as UIKit does.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            reportMisuse("Tried to set a column of \(self), a classic split view. UIKit ignores it and logs an error. Make it with UISplitViewController(style: .doubleColumn), or set viewControllers.", at: nil)
            return
        }
        columns[column] = vc
        guard let vc else {
            removeColumn(column)
            return
        }
        let keptAsIs = column == .compact || vc is UINavigationController || vc.children.first is UINavigationController
            || (column == .secondary && vc is UITabBarController)
        if keptAsIs {
            removeColumn(column)
            shown[column] = vc
        } else if let navigationController = made[column] {
            navigationController.pushViewController(vc, animated: hostWindow != nil)
        } else {
            let navigationController = UINavigationController(rootViewController: vc)
            removeColumn(column)
            made[column] = navigationController
            shown[column] = navigationController
        }
        if column == .primary || column == .compact {
            showOnlyChild(shown[.compact] ?? shown[.primary])
        }
    }

    /// The controller set for a column, as given: not the navigation controller made for it.
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    /// Shows a column: collapsed, the secondary (and supplementary) stack is pushed onto the
    /// primary's; the primary pops back to its own screens.
    open func show(_ column: Column) {
        guard hasCollapsed else {
            shownBeforeCollapse = column
            return
        }
        guard shown[.compact] == nil, let primary = shown[.primary] as? UINavigationController else { return }
        switch column {
        case .primary:
            if let firstColumn = primary.children.first(where: { isColumn($0) }), let index = primary.children.firstIndex(where: { $0 === firstColumn }), index > 0 {
                _ = primary.popToViewController(primary.children[index - 1], animated: true)
            }
        case .supplementary, .secondary:
            let wanted = (column == .secondary ? [Column.supplementary, .secondary] : [.supplementary]).compactMap { shown[$0] }
            let missing = wanted.filter { controller in !primary.children.contains { $0 === controller } }
            guard !missing.isEmpty else { return }
            primary.replaceStack(with: primary.children + missing, animated: true, kind: .push, site: nil)
        case .compact, .inspector:
            return
        }
    }

    /// Hides a column: collapsed, hiding the primary or the supplementary shows the secondary.
    /// UIKit does not hide the secondary.
    open func hide(_ column: Column) {
        switch column {
        case .primary, .supplementary:
            show(.secondary)
        case .secondary:
            reportMisuse("Tried to hide the secondary column of \(self). UIKit does not support this and logs an error. Show another column instead.", at: nil)
        case .compact, .inspector:
            return
        }
    }

    // MARK: - Showing

    /// Shows a detail: the delegate may handle it; collapsed, the primary's navigation controller
    /// pushes it, and a primary that is none presents it.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showCollapsedDetail(vc, sender: sender, site: takeCallSite())
    }

    /// Shows a controller: the delegate may handle it; collapsed, otherwise, it is presented.
    open override func show(_ vc: UIViewController, sender: Any?) {
        let site = takeCallSite()
        if delegate?.splitViewController(self, show: vc, sender: sender) == true {
            return
        }
        performPresentation(of: vc, animated: true, completion: nil, site: site)
    }

    /// Shows a detail as a collapsed split view does, naming the line that asked.
    func showCollapsedDetail(_ vc: UIViewController, sender: Any?, site: CallSite?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true {
            return
        }
        if let primary = shown[.compact] == nil ? shown[.primary] as? UINavigationController : nil {
            if vc is UINavigationController, vc.parent == nil, vc.presentingStorage == nil, vc.windowHost == nil {
                primary.replaceStack(with: primary.children + [vc], animated: true, kind: .push, site: site)
            } else {
                primary.performPush(vc, animated: true, site: site)
            }
        } else {
            performPresentation(of: vc, animated: true, completion: nil, site: site)
        }
    }

    // MARK: - Containment

    /// The one controller on screen; the split view collapses the first time it is asked on screen.
    override var visibleChildren: [UIViewController] {
        if !hasCollapsed, hostWindow != nil {
            collapse()
        }
        return children
    }

    // MARK: - Collapsing

    /// Collapses as UIKit does when the split view first shows in a compact width, before
    /// anything of it is on screen: the columns join the primary's stack, silently.
    private func collapse() {
        hasCollapsed = true
        isCollapsing = true
        defer { isCollapsing = false }
        if style == .unspecified {
            collapseClassic()
        } else if shown[.compact] == nil, let primary = shown[.primary] as? UINavigationController {
            let proposed = shownBeforeCollapse ?? (shown[.secondary] != nil ? .secondary : .primary)
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            let above: [Column] = top == .secondary ? [.supplementary, .secondary] : top == .supplementary ? [.supplementary] : []
            for column in above {
                if let controller = shown[column] {
                    primary.stackSilently(controller)
                }
            }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Collapses a classic split view: the delegate may choose the primary and take the secondary.
    private func collapseClassic() {
        guard let primary = delegate?.primaryViewController(forCollapsing: self) ?? columns[.primary] else { return }
        if primary !== children.first {
            showOnlyChild(primary)
        }
        guard let secondary = columns[.secondary], secondary !== primary else { return }
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
            primary.collapseSecondaryViewController(secondary, for: self)
        }
    }

    /// Makes `controller` the only child.
    private func showOnlyChild(_ controller: UIViewController?) {
        let newChildren = controller.map { [$0] } ?? []
        guard !newChildren.elementsEqual(children, by: ===) else { return }
        if let controller {
            record(.addChild, "show \(controller) in \(self)", at: nil)
        }
        exchangeChildren(childExchange(to: newChildren), newChildren: newChildren) {
            hostWindow?.updateAppearance(animated: false)
        }
    }

    /// Forgets what showed a column, taking it off the primary's stack if it is there.
    private func removeColumn(_ column: Column) {
        made[column] = nil
        guard let old = shown.removeValue(forKey: column) else { return }
        if let primary = shown[.primary] as? UINavigationController, let index = primary.children.firstIndex(where: { $0 === old }), index > 0 {
            _ = primary.popToViewController(primary.children[index - 1], animated: false)
        }
    }

    /// Whether a controller shows one of the columns after the primary.
    private func isColumn(_ controller: UIViewController) -> Bool {
        [Column.supplementary, .secondary].contains { shown[$0] === controller }
    }
}
