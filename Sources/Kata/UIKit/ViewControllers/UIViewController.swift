import Foundation

/// An object that manages a screen: its view, its place among other controllers, and navigation.
///
/// The model keeps UIKit's names, signatures and rules: the view loads lazily and
/// `viewDidLoad()` runs once; the appearance callbacks run only while the controller is in a
/// visible window, in UIKit's order; `present` and `dismiss` follow UIKit's presentation chain.
/// Navigation methods keep UIKit's signatures, and come again with the caller's location as
/// defaulted trailing arguments, which code never passes: they let the journal and misuse
/// reports name the line that asked.
///
/// ```swift
/// final class WelcomeViewController: UIViewController {
///     var onNext: (() -> Void)?
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Welcome"
///         let next = UIButton(type: .system)
///         next.setTitle("Next", for: .normal)
///         next.addAction(UIAction { [weak self] _ in self?.onNext?() }, for: .touchUpInside)
///         view.addSubview(next)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    // MARK: - Creating

    /// Creates a view controller without a nib, as `init(nibName: nil, bundle: nil)` does.
    ///
    /// As in UIKit, this is not a designated initializer: a subclass's own initializer calls
    /// `super.init(nibName: nil, bundle: nil)`, and a subclass that overrides the designated
    /// initializers (or adds none) inherits `init()`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller; nibs do not exist in the model, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        LifetimeTracker.noteCreated(self)
    }

    /// Creates a view controller from an archive, as storyboards do.
    public required init?(coder: NSCoder) {
        super.init()
        LifetimeTracker.noteCreated(self)
    }

    // MARK: - Title and items

    /// The screen's title, shown by a navigation bar and, by default, a tab bar item.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            if let storedTabBarItem, storedTabBarItem.title == oldValue {
                storedTabBarItem.title = title
            }
        }
    }

    /// The item a navigation bar shows for this controller: its title and bar buttons.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem {
            return storedNavigationItem
        }
        let item = UINavigationItem(title: title ?? "")
        storedNavigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller; by default, the controller's title. A
    /// navigation controller given no item of its own shows its root screen's, as on iOS, where
    /// screens commonly set their item in their own initializer.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem {
                return storedTabBarItem
            }
            if let navigationController = self as? UINavigationController, let root = navigationController.viewControllers.first {
                return root.tabBarItem
            }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
        }
    }

    // MARK: - The view

    /// The controller's root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? {
        storedView
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool {
        storedView != nil
    }

    /// Creates the view; override to build your own, and set `view` without calling `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it has not been loaded, then calls `viewDidLoad()` once.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if storedView == nil {
            view = UIView(frame: UIScreen.main.bounds)
        }
        isLoadingView = false
        viewDidLoad()
    }

    // MARK: - Lifecycle callbacks

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// Called once the controller is loaded from an Interface Builder archive; the model loads
    /// none, so it is never called, and an override that calls `super` compiles.
    open func awakeFromNib() {}

    /// Called before the view joins the visible screen.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view joined the visible screen.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the visible screen.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the visible screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its subviews: as the view joins the screen, after
    /// `viewWillAppear`. The model lays nothing out, so this is the one time it comes.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews: as the view joins the screen, before
    /// `viewDidAppear`.
    open func viewDidLayoutSubviews() {}

    /// Called when the safe area changes; the model has none, so it never comes.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the system is short of memory; it never is here.
    open func didReceiveMemoryWarning() {}

    /// Called before the view changes size, as on rotation; the model never rotates.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Called when a child's preferred content size changed; kept, nothing is laid out.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets within this controller: by default, this controller's size.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called when the traits change; the model's never do.
    @available(iOS, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The light or dark style the controller and its children ask for; the model keeps it, and
    /// its traits stay those of an iPhone in light mode.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The controller's traits: an iPhone in portrait, in light mode.
    open var traitCollection: UITraitCollection {
        .screen
    }

    /// The traits a container overrides for a child, by the child; kept, applied nowhere.
    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// Overrides the traits of a child; the model keeps the override and its traits stay those
    /// of an iPhone in light mode.
    @available(iOS, deprecated: 17.0, message: "Use the traitOverrides property on the child view controller instead")
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    }

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`.
    @available(iOS, deprecated: 17.0, message: "Use the traitOverrides property on the child view controller instead")
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Tells a child it will appear or disappear, for a container that forwards appearance
    /// itself; the model forwards every container's appearance, so this changes nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}

    /// Ends what `beginAppearanceTransition(_:animated:)` began; changes nothing here.
    public func endAppearanceTransition() {}

    // MARK: - Containment

    /// Adds a child controller; calls the child's `willMove(toParent:)`, and you call its `didMove(toParent:)`.
    ///
    /// As in UIKit, add the child's view to your view yourself; the child appears when its view
    /// is in your view while you are on screen.
    open func addChild(
        _ childController: UIViewController,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        performAddChild(childController, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; call `willMove(toParent: nil)` first.
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Presentation

    /// Presents a controller modally, over this controller's screen.
    ///
    /// As in UIKit, the presentation is made by this controller's outermost container; a
    /// controller already presenting, or outside any window, refuses, and the model reports it.
    /// This is UIKit's signature, for subclasses to override; calls name the caller's line
    /// through ``present(_:animated:completion:fileID:filePath:line:column:)``.
    @_disfavoredOverload
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion, site: takeCallSite())
    }

    /// Presents a controller modally, naming the caller's line in the journal and in reports.
    public func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "present(_:animated:completion:)",
            to: { (self.present(_:animated:completion:))(viewControllerToPresent, flag, completion) },
            else: { self.performPresentation(of: viewControllerToPresent, animated: flag, completion: completion, site: $0) }
        )
    }

    /// Dismisses the controller this one presented, or, when it presents nothing, this controller.
    ///
    /// As in UIKit, calling it on a presented controller asks its presenter to dismiss it, and
    /// calling it lower in a chain of presentations dismisses everything above. When there is
    /// nothing to dismiss, nothing happens and the completion does not run. This is UIKit's
    /// signature, for subclasses to override.
    @_disfavoredOverload
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion, site: takeCallSite())
    }

    /// Dismisses as ``dismiss(animated:completion:)`` does, naming the caller's line.
    public func dismiss(
        animated flag: Bool,
        completion: (() -> Void)? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "dismiss(animated:completion:)",
            to: { (self.dismiss(animated:completion:))(flag, completion) },
            else: { self.performDismissal(animated: flag, completion: completion, site: $0) }
        )
    }

    /// Shows a controller in the way that fits where this controller is: pushed onto its
    /// navigation controller when it has one, presented otherwise. This is UIKit's signature,
    /// for subclasses to override.
    @_disfavoredOverload
    open func show(_ vc: UIViewController, sender: Any?) {
        performShow(vc, sender: sender, site: takeCallSite())
    }

    /// Shows as ``show(_:sender:)`` does, naming the caller's line.
    public func show(
        _ vc: UIViewController,
        sender: Any?,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "show(_:sender:)",
            to: { (self.show(_:sender:))(vc, sender) },
            else: { self.performShow(vc, sender: sender, site: $0) }
        )
    }

    /// Shows a controller as the detail of the split view this one is in, which decides how
    /// (see ``UISplitViewController``); outside a split view, it is presented. UIKit's
    /// signature, for subclasses to override.
    @_disfavoredOverload
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performShowDetail(vc, sender: sender, site: takeCallSite())
    }

    /// Shows as ``showDetailViewController(_:sender:)`` does, naming the caller's line.
    public func showDetailViewController(
        _ vc: UIViewController,
        sender: Any?,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "showDetailViewController(_:sender:)",
            to: { (self.showDetailViewController(_:sender:))(vc, sender) },
            else: { self.performShowDetail(vc, sender: sender, site: $0) }
        )
    }

    /// Shows as the base `showDetailViewController(_:sender:)` does: the split view's, or a presentation.
    private func performShowDetail(_ vc: UIViewController, sender: Any?, site: CallSite?) {
        if let splitViewController {
            splitViewController.dispatch(from: site, to: { (splitViewController.showDetailViewController(_:sender:))(vc, sender) }, else: { site in
                splitViewController.showCollapsedDetail(vc, sender: sender, site: site)
            })
        } else {
            performPresentation(of: vc, animated: true, completion: nil, site: site)
        }
    }

    /// Called as a split view collapses, to take its secondary controller in: by default the
    /// primary shows alone (a navigation controller pushes the secondary).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// Called as a split view expands, for the controller to give back as its secondary; a
    /// split view on the model's iPhone screen never expands.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    /// Shows as the base `show(_:sender:)` does: the navigation controller's `show`, or a presentation.
    private func performShow(_ vc: UIViewController, sender: Any?, site: CallSite?) {
        if let navigationController {
            navigationController.dispatch(from: site, to: { (navigationController.show(_:sender:))(vc, sender) }, else: { site in
                navigationController.performPush(vc, animated: true, site: site)
            })
        } else {
            dispatch(from: site, to: { (self.present(_:animated:completion:))(vc, true, nil) }, else: { site in
                self.performPresentation(of: vc, animated: true, completion: nil, site: site)
            })
        }
    }

    // MARK: - State during transitions

    /// Whether the controller is being pushed or added to a container, inside its appearance callbacks.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being popped or removed from a container, inside its disappearance callbacks.
    public internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented, inside its appearance callbacks.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed, inside its disappearance callbacks.
    public internal(set) var isBeingDismissed = false

    /// The coordinator of the animated transition this controller or an ancestor is in, if any.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let activeTransition = controller.activeTransition {
                return activeTransition
            }
            current = controller.parent
        }
        return nil
    }

    // MARK: - Presentation settings

    /// How the controller is shown when presented; `.automatic` is a page sheet, as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether the user is prevented from swiping the controller's sheet down.
    open var isModalInPresentation = false
    /// The animation of a full-screen presentation; kept, not animated.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this controller's area is where a `.currentContext` presentation goes; the model
    /// always presents from the outermost container.
    open var definesPresentationContext = false
    /// The size the controller would like, for a popover or form sheet; kept, not laid out.
    open var preferredContentSize: CGSize = .zero
    /// The object that offers custom animators for this controller's presentation; held weakly,
    /// as in UIKit, and never asked: the model presents UIKit's default way.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    // MARK: - Bars, status bar and orientation

    /// Whether the tab bar hides while this controller is the top of a navigation stack in a
    /// tab, and a navigation controller's toolbar with it; the user cannot switch tabs then, as
    /// on iOS.
    open var hidesBottomBarWhenPushed = false
    /// The items a navigation controller's toolbar shows while this controller is on top, when
    /// the toolbar is not hidden.
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets the items of the navigation controller's toolbar; the model animates nothing.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    /// Whether the view extends under opaque bars; kept, not laid out.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The edges the view extends under bars; kept, not laid out.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Insets added to the safe area; kept, not laid out.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// The status bar's style while the controller is on screen; there is no status bar here.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar hides while the controller is on screen.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose status bar style counts; a container's override.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility counts; a container's override.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The orientations the controller supports; the model never rotates.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// The orientation a presentation prefers.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller rotates with the device.
    open var shouldAutorotate: Bool { true }

    /// Asks the system to check the supported orientations again; the model never rotates.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Asks the system to rotate to an orientation the screens support; the model never rotates.
    @available(iOS, deprecated: 16.0, message: "Use setNeedsUpdateOfSupportedInterfaceOrientations()")
    open class func attemptRotationToDeviceOrientation() {}

    /// Whether the keyboard stays up when a text field resigns in a form sheet.
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    /// Whether a container forwards its children's appearance callbacks by itself, as UIKit's do;
    /// the model always forwards them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Asks the system to read the status bar settings again; there is no status bar here.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: - Model state

    /// The parent container, if any; UIKit's `parent`.
    public internal(set) weak var parent: UIViewController?
    /// The child controllers, in order; for a navigation controller, its stack.
    public internal(set) var children: [UIViewController] = []

    /// The controller this one presents itself (not through an ancestor); UIKit keeps it alive.
    var presentedStorage: UIViewController?
    /// The controller that presents this one itself.
    weak var presentingStorage: UIViewController?
    /// The presentation controller, created when first asked for.
    var presentationStorage: UIPresentationController?
    /// The window whose root this controller is.
    weak var windowHost: UIWindow?
    /// The window this former root still presents in, after another controller became its root.
    weak var strandedIn: UIWindow?
    /// The transition this controller takes part in, while it runs.
    var activeTransition: TransitionCoordinator?
    /// Where the controller is in its appearance cycle.
    var appearanceState = AppearanceState.disappeared
    /// Journal entries recorded while the controller's tree was in no window.
    var detachedJournal: [TransitionJournal.Entry] = []
    /// The app's line, while a navigation call travels through an override to the model.
    var callSiteInFlight: CallSite?

    private var storedView: UIView?
    private var isLoadingView = false
    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?

    /// The children that are on screen while this controller is: for a custom container,
    /// those whose view is inside this controller's view.
    var visibleChildren: [UIViewController] {
        guard let ownView = viewIfLoaded else { return [] }
        return children.filter { child in
            child.viewIfLoaded?.isDescendant(of: ownView) ?? false
        }
    }

    /// The parent, as the next responder.
    open override var next: UIResponder? {
        parent ?? presentingStorage
    }
}
