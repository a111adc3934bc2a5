import Foundation

/// A container that shows a stack of controllers, one on top of the other, with a back button.
///
/// The model follows UIKit's rules: popping the root does nothing and returns `nil`; setting
/// `viewControllers` replaces the whole stack; a controller can be in one stack once; pushing a
/// navigation or tab bar controller is refused. Popped controllers are let go at once.
///
/// ```swift
/// let navigationController = UINavigationController(rootViewController: WelcomeViewController())
/// navigationController.pushViewController(AccountViewController(), animated: true)
/// ```
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The object told when a controller is shown; held weakly, as in UIKit.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller with a root controller; UIKit's signature, for subclasses to override.
    @_disfavoredOverload
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        replaceStack(with: [rootViewController], animated: false, kind: .setViewControllers, site: nil)
    }

    /// Creates a navigation controller with a root controller, naming the caller's line in the journal.
    public init(
        rootViewController: UIViewController,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        super.init(nibName: nil, bundle: nil)
        replaceStack(
            with: [rootViewController],
            animated: false,
            kind: .setViewControllers,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Creates an empty navigation controller with its own bar classes; the model keeps UIKit's
    /// bar, as it draws none.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates an empty navigation controller; nibs do not exist in the model.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - The stack

    /// The stack, root first; setting it replaces the whole stack without animation.
    ///
    /// While the user swipes back, it already lacks the screen being swiped away, as in UIKit,
    /// and gets it back if the user lets go.
    open var viewControllers: [UIViewController] {
        get { stackDuringInteractivePop ?? children }
        set { replaceWholeStack(newValue, animated: false, site: nil) }
    }

    /// The navigation bar; its settings are kept, and it draws nothing.
    public let navigationBar = UINavigationBar()

    /// Whether the navigation bar is hidden, and with it the back button (and, as on iOS, the back swipe).
    open var isNavigationBarHidden = false
    /// The recognizer of the back swipe: turn it off, or give it a delegate that refuses, and
    /// the user cannot swipe back (the back button still works), as on iOS.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    /// Whether the toolbar at the bottom is hidden, as it is by default; shown, it holds the top
    /// screen's `toolbarItems`, which the user taps.
    open var isToolbarHidden = true
    /// The toolbar the controller shows at the bottom; screens fill it through their
    /// `toolbarItems`, not through its `items`.
    public let toolbar: UIToolbar! = UIToolbar()

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Hides or shows the toolbar; the model animates nothing.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The controller on top of the stack; during a back swipe, the one the swipe leads to.
    open var topViewController: UIViewController? {
        viewControllers.last
    }

    /// The stack as UIKit reports it while a back swipe is under way, before it is finished or abandoned.
    var stackDuringInteractivePop: [UIViewController]?
    /// Whether the next pop is the user's finished back swipe, which goes through `popViewController(animated:)` as on iOS.
    var swipeInProgress = false
    /// The change of stack waiting for the end of the turn, when the stack is on screen.
    var pendingStackChange: PendingStackChange?
    /// The top the delegate last heard `willShow` for, so a stack that comes on screen announces a new top once.
    weak var announcedTop: UIViewController?

    /// The controller the user sees: one presented over the navigation controller, else the top.
    open var visibleViewController: UIViewController? {
        if let presented = presentedViewController {
            var top = presented
            while let above = top.presentedStorage {
                top = above
            }
            return top
        }
        return topViewController
    }

    /// Pushes a controller on top of the stack; UIKit's signature, for subclasses to override.
    ///
    /// Calls in app code reach it through ``pushViewController(_:animated:fileID:filePath:line:column:)``,
    /// which names their line; an override that calls `super` keeps that line.
    @_disfavoredOverload
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated, site: takeCallSite())
    }

    /// Pushes a controller on top of the stack, naming the caller's line in the journal and in reports.
    public func pushViewController(
        _ viewController: UIViewController,
        animated: Bool,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "pushViewController(_:animated:)",
            to: { (self.pushViewController(_:animated:))(viewController, animated) },
            else: { self.performPush(viewController, animated: animated, site: $0) }
        )
    }

    /// Pops the top controller and returns it; at the root, does nothing and returns `nil`.
    /// UIKit's signature, for subclasses to override.
    @_disfavoredOverload
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(animated: animated, site: takeCallSite())
    }

    /// Pops as ``popViewController(animated:)`` does, naming the caller's line.
    @discardableResult
    public func popViewController(
        animated: Bool,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) -> UIViewController? {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "popViewController(animated:)",
            to: { (self.popViewController(animated:))(animated) },
            else: { self.performPop(animated: animated, site: $0) }
        )
    }

    /// Pops every controller above the root and returns them, bottom first; at the root, returns `nil`.
    /// UIKit's signature, for subclasses to override.
    @_disfavoredOverload
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        performPopToRoot(animated: animated, site: takeCallSite())
    }

    /// Pops to the root as ``popToRootViewController(animated:)`` does, naming the caller's line.
    @discardableResult
    public func popToRootViewController(
        animated: Bool,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) -> [UIViewController]? {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "popToRootViewController(animated:)",
            to: { (self.popToRootViewController(animated:))(animated) },
            else: { self.performPopToRoot(animated: animated, site: $0) }
        )
    }

    /// Pops every controller above `viewController` and returns them, bottom first.
    ///
    /// A controller that is not in the stack is refused and reported, as UIKit raises an
    /// exception for it; when it is already on top, nothing is popped and the result is `nil`.
    /// UIKit's signature, for subclasses to override.
    @_disfavoredOverload
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated, site: takeCallSite())
    }

    /// Pops to a controller as ``popToViewController(_:animated:)`` does, naming the caller's line.
    @discardableResult
    public func popToViewController(
        _ viewController: UIViewController,
        animated: Bool,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) -> [UIViewController]? {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "popToViewController(_:animated:)",
            to: { (self.popToViewController(_:animated:))(viewController, animated) },
            else: { self.performPop(to: viewController, animated: animated, site: $0) }
        )
    }

    /// Replaces the whole stack; the new top is shown as if pushed, or popped to if it was in the stack.
    /// UIKit's signature, for subclasses to override.
    @_disfavoredOverload
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceWholeStack(viewControllers, animated: animated, site: takeCallSite())
    }

    /// Replaces the stack as ``setViewControllers(_:animated:)`` does, naming the caller's line.
    public func setViewControllers(
        _ viewControllers: [UIViewController],
        animated: Bool,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        function: String = #function
    ) {
        dispatch(
            from: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            in: function,
            of: "setViewControllers(_:animated:)",
            to: { (self.setViewControllers(_:animated:))(viewControllers, animated) },
            else: { self.replaceWholeStack(viewControllers, animated: animated, site: $0) }
        )
    }

    /// Shows a controller by pushing it, as a navigation interface does; UIKit's signature, for subclasses to override.
    open override func show(_ vc: UIViewController, sender: Any?) {
        dispatch(from: takeCallSite(), to: { (self.pushViewController(_:animated:))(vc, true) }, else: { site in
            self.performPush(vc, animated: true, site: site)
        })
    }

    /// Pushes the secondary controller, as UIKit's navigation controller does when its split
    /// view collapses, so the detail shows first with a way back to the primary.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        if splitViewController.isCollapsing {
            stackSilently(secondaryViewController)
        } else {
            replaceStack(with: children + [secondaryViewController], animated: true, kind: .push, site: nil)
        }
    }

    // MARK: - The model's navigation

    /// Pushes as UIKit does, or refuses and reports why.
    func performPush(_ viewController: UIViewController, animated: Bool, site: CallSite?) {
        if let problem = pushProblem(viewController) {
            reportMisuse(problem, at: site)
            return
        }
        replaceStack(with: children + [viewController], animated: animated, kind: .push, site: site)
    }

    /// Pops the top controller as UIKit does; a pending interactive swipe makes it the user's swipe.
    func performPop(animated: Bool, site: CallSite?) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        let interactive = swipeInProgress
        swipeInProgress = false
        replaceStack(with: Array(children.dropLast()), animated: animated, kind: .pop, site: site, interactive: interactive)
        return top
    }

    /// Replaces the stack as UIKit does, reporting misuse at `site` (`nil` for the property's
    /// setter and for calls through a protocol, which cannot know their caller).
    func replaceWholeStack(_ viewControllers: [UIViewController], animated: Bool, site: CallSite?) {
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                reportMisuse("Tried to set a stack that holds \(controller) twice. UIKit raises an exception for this. Each controller can be in a stack once.", at: site)
                return
            }
            if !children.contains(where: { $0 === controller }), let problem = pushProblem(controller) {
                reportMisuse(problem, at: site)
                return
            }
        }
        replaceStack(with: viewControllers, animated: animated, kind: .setViewControllers, site: site)
    }

    /// Pops to the root as UIKit does.
    func performPopToRoot(animated: Bool, site: CallSite?) -> [UIViewController]? {
        guard children.count > 1, let root = children.first else { return nil }
        let popped = Array(children.dropFirst())
        replaceStack(with: [root], animated: animated, kind: .pop, site: site)
        return popped
    }

    /// Pops to a controller as UIKit does, or refuses one that is not in the stack.
    func performPop(to viewController: UIViewController, animated: Bool, site: CallSite?) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            reportMisuse("Tried to pop to \(viewController), which is not in \(self)'s stack. UIKit raises an exception for this. Pop to a controller from `viewControllers`.", at: site)
            return nil
        }
        guard index < children.count - 1 else { return nil }
        let popped = Array(children[(index + 1)...])
        replaceStack(with: Array(children[...index]), animated: animated, kind: .pop, site: site)
        return popped
    }

    // MARK: - Containment

    /// The top of the stack is the only child on screen.
    override var visibleChildren: [UIViewController] {
        children.last.map { [$0] } ?? []
    }

    // MARK: - Internal

    /// Why `viewController` cannot be pushed, or `nil` when it can.
    private func pushProblem(_ viewController: UIViewController) -> String? {
        if viewController is UINavigationController {
            return "Tried to push \(viewController), a navigation controller, onto \(self). UIKit raises an exception for this. Push the screen itself, or present the navigation controller."
        }
        if viewController is UITabBarController {
            return "Tried to push \(viewController), a tab bar controller, onto \(self). UIKit does not support this: Apple's documentation says a tab bar controller is a window's root, never inside a navigation controller, and on a device it misbehaves. Make the tab bar controller the window's root instead."
        }
        if viewController === self || isDescendantInContainment(of: viewController) {
            return "Tried to push \(viewController) onto \(self), which is itself or inside it."
        }
        if children.contains(where: { $0 === viewController }) {
            return "Tried to push \(viewController), which is already in \(self)'s stack. UIKit raises an exception for this. Push a new instance, or pop back to the one in the stack with popToViewController(_:animated:)."
        }
        if viewController.parent != nil || viewController.presentingStorage != nil || viewController.windowHost != nil {
            return "Tried to push \(viewController), but it is already \(viewController.placeDescription). Remove it from there first, or push a new instance."
        }
        return nil
    }

    func journalSummary(
        kind: TransitionJournal.Kind,
        exchange: ChildExchange,
        newStack: [UIViewController],
        interactive: Bool
    ) -> String {
        switch kind {
        case .push:
            return "push \(exchange.added.map(\.description).joined(separator: ", "))"
        case .pop:
            let names = exchange.removed.map(\.description).joined(separator: ", ")
            return interactive ? "user swipes back, popping \(names)" : "pop \(names)"
        default:
            return "set \(self) stack to [\(newStack.map(\.description).joined(separator: ", "))]"
        }
    }
}
