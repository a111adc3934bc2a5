import Foundation

/// A rectangular area on screen that holds subviews; here, only the tree the grader searches.
///
/// The model keeps what navigation and grading need: the subview tree, visibility, tags and
/// accessibility identifiers. Layout, drawing and touches are not modelled.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates; kept, never used for layout.
    open var frame: CGRect
    /// Whether the view is hidden; a hidden view's buttons cannot be tapped.
    open var isHidden = false
    /// Whether the view takes part in touches; when `false` its buttons cannot be tapped.
    open var isUserInteractionEnabled = true
    /// A string that identifies the view in tests, as in UI tests on iOS.
    open var accessibilityIdentifier: String?
    /// A short description of the view for assistive technologies.
    open var accessibilityLabel: String?
    /// The view's current value as VoiceOver reads it, such as a switch's "1" or "0".
    open var accessibilityValue: String?
    /// A hint of what acting on the view does, as VoiceOver reads it; kept.
    open var accessibilityHint: String?
    /// Whether assistive technologies see the view as one element; kept.
    open var isAccessibilityElement = false
    /// The view's elements, in the order assistive technologies read them; kept.
    open var accessibilityElements: [Any]?
    /// The kind of container the view's elements are in; kept.
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    /// An integer that identifies the view, found with ``viewWithTag(_:)``.
    open var tag = 0
    /// The recognizers attached with `addGestureRecognizer(_:)`, which the view keeps.
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// The colour of the view's tinted content, such as a button's title.
    open var tintColor: UIColor?
    /// The view's opacity, from 0 to 1; kept, never drawn.
    open var alpha: CGFloat = 1
    /// The view's transform; kept, not drawn.
    open var transform: CGAffineTransform = .identity
    /// The centre of the frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Whether the view is opaque; kept, not drawn.
    open var isOpaque = true
    /// How the content fills the view; kept, not drawn.
    open var contentMode: ContentMode = .scaleToFill
    /// The margins by leading and trailing edges; kept, not laid out.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the margins include the safe area; kept, not laid out.
    open var insetsLayoutMarginsFromSafeArea = true
    /// The safe area's insets; the model has no bars or notch, so none.
    open var safeAreaInsets: UIEdgeInsets {
        .zero
    }
    /// How the view resizes with its superview; kept, not laid out.
    open var autoresizingMask: AutoresizingMask = []

    /// The light or dark style the view and its subviews ask for; the model keeps it, and its
    /// traits stay those of an iPhone in light mode.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The view's traits: an iPhone in portrait, in light mode.
    open var traitCollection: UITraitCollection {
        .screen
    }

    /// Called when the traits change; the model's never do.
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Lays out the subviews; the model calls it from `layoutIfNeeded()`, and lays nothing out.
    open func layoutSubviews() {}

    /// Called once the view is loaded from an Interface Builder archive; the model loads none,
    /// so it is never called, and an override that calls `super` compiles.
    open func awakeFromNib() {}

    /// Updates the view's constraints; the model calls it from `updateConstraintsIfNeeded()`.
    open func updateConstraints() {}

    /// Whether the view needs Auto Layout to lay it out.
    open class var requiresConstraintBasedLayout: Bool {
        false
    }

    /// Whether subviews are clipped to the view's bounds; kept, never drawn.
    open var clipsToBounds = false
    /// A view whose opaque parts show this view; kept, nothing is drawn.
    open var mask: UIView?
    /// Whether the view's frame becomes layout rules; set it to `false` for views laid out with anchors.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The space the view keeps inside its edges for its content; kept, never used for layout.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The layer that draws the view on iOS; here it keeps its properties only.
    public let layer = CALayer()

    /// The view's direct subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view that contains this one, if any.
    public private(set) weak var superview: UIView?
    /// The controller whose root view this is; the view's next responder.
    weak var owningViewController: UIViewController?
    /// The layout guides added to the view.
    var storedLayoutGuides: [UILayoutGuide] = []
    /// The rules added with `addConstraint(_:)`.
    var storedConstraints: [NSLayoutConstraint] = []
    /// Content hugging and compression resistance priorities, by kind and axis.
    var contentPriorities: [String: UILayoutPriority] = [:]
    /// The caller's line, while an `addSubview` call travels through an override.
    private var addSubviewSite: CallSite?

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view's bounds: its frame's size at the origin.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: frame.size)
    }

    /// Whether a point in the view's coordinates is inside it: within its bounds, unless a
    /// subclass widens or narrows what it takes, as UIKit lets it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant (or this view) that contains a point in this view's coordinates
    /// and takes touches: visible, interactive, not transparent, the frontmost subview first;
    /// `nil` when the point is outside, as UIKit documents.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
            if let hit = subview.hitTest(inSubview, with: event) {
                return hit
            }
        }
        return self
    }

    /// The view's controller if it is a controller's root view, else its superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// The window the view is in, if any: `nil` while its controller is off screen, as in UIKit.
    open var window: UIWindow? {
        let root = rootView
        if let window = root as? UIWindow {
            return window
        }
        guard let controller = root.owningViewController,
              controller.appearanceState != .disappeared else { return nil }
        return controller.hostWindow
    }

    // MARK: - The view tree

    /// Adds a view on top of the subviews, taking it from its former superview; UIKit's
    /// signature, for subclasses to override.
    @_disfavoredOverload
    open func addSubview(_ view: UIView) {
        let site = addSubviewSite
        addSubviewSite = nil
        performAddSubview(view, site: site)
    }

    /// Adds a view as ``addSubview(_:)`` does, naming the caller's line if it is misuse. It goes
    /// through any override; an override's call to `super` comes back here and adds the view.
    public func addSubview(
        _ view: UIView,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard function != "addSubview(_:)" else {
            performAddSubview(view, site: site)
            return
        }
        addSubviewSite = site
        defer { addSubviewSite = nil }
        (self.addSubview(_:))(view)
    }

    /// Moves a subview to a place among its siblings, 0 at the back.
    func moveSubview(_ view: UIView, to index: Int) {
        guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
    }

    /// Adds a view as UIKit does, or refuses a view that contains this one.
    private func performAddSubview(_ view: UIView, site: CallSite?) {
        guard view !== self, !isDescendant(of: view) else {
            ModelReporting.report(ModelReport(
                kind: .misuse,
                message: "Tried to add \(view) as a subview of itself or of one of its own subviews. UIKit raises an exception for this.",
                callSite: site
            ))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            view.viewTree.forEach { $0.willMove(toWindow: newWindow) }
        }
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow {
            view.viewTree.forEach { $0.didMoveToWindow() }
        }
        didAddSubview(view)
        view.didChangeWindowAttachment()
        if let window = view.window {
            view.scheduleTableLoads(in: window)
        }
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        let oldHost = hostWindow
        let leavesWindow = window != nil
        willMove(toSuperview: nil)
        if leavesWindow {
            viewTree.forEach { $0.willMove(toWindow: nil) }
        }
        superview.willRemoveSubview(self)
        detachFromSuperview()
        didMoveToSuperview()
        if leavesWindow {
            viewTree.forEach { $0.didMoveToWindow() }
        }
        oldHost?.updateAppearance(animated: false)
    }

    /// The size that fits the view's content within `size`; nothing is laid out, so the view's
    /// own size, for subclasses to override.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to the size that fits its content: to `sizeThatFits(_:)` of its size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Called before the view moves to another superview, `nil` when it is removed.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to another superview, or was removed from its own.
    open func didMoveToSuperview() {}

    /// Called before the view's tree moves into a window, or out of one (`nil`); the model calls
    /// it when `addSubview(_:)` or `removeFromSuperview()` moves the tree.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's tree moved into a window or out of one; the model calls it when
    /// `addSubview(_:)` or `removeFromSuperview()` moves the tree.
    open func didMoveToWindow() {}

    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view {
                return true
            }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this view's tree, itself included, whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag {
            return self
        }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) {
                return match
            }
        }
        return nil
    }

    // MARK: - Internal

    /// Every view in this view's tree, itself first, depth first.
    var viewTree: [UIView] {
        [self] + subviews.flatMap(\.viewTree)
    }

    /// Whether the view and all its superviews are shown and take touches.
    var isReachableByTouch: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || !view.isUserInteractionEnabled {
                return false
            }
            if view.owningViewController != nil {
                return true
            }
            current = view.superview
        }
        return true
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    private func didChangeWindowAttachment() {
        hostWindow?.updateAppearance(animated: false)
    }

    /// The top of this view's tree.
    private var rootView: UIView {
        var current = self
        while let superview = current.superview {
            current = superview
        }
        return current
    }

    /// The window whose controllers this view's tree belongs to, on screen or not.
    private var hostWindow: UIWindow? {
        let root = rootView
        return root as? UIWindow ?? root.owningViewController?.hostWindow
    }
}
