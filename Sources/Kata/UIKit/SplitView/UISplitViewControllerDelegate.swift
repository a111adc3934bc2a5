/// The object a split view asks as it collapses and shows controllers. Every method is
/// optional, as in UIKit: these defaults are what the split view does when you leave one out.
/// On the model's iPhone screen the split view collapses once and never expands.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The column a column-style split view shows on top once collapsed; `proposedTopColumn` by default.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode after expanding; never asked here.
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// A column is about to show; never called while collapsed.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide; never called while collapsed.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The split view collapsed into one stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded; never called here.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// The display mode is about to change; never called while collapsed.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button switches to.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Whether the delegate showed `vc` itself for `show(_:sender:)`; `false` by default.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` itself for `showDetailViewController(_:sender:)`; `false` by default.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The controller a classic split view shows once collapsed; `nil` keeps its primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller a classic split view shows once expanded; never asked here.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Whether the delegate took the secondary in as a classic split view collapsed; `false` by
    /// default, and the primary's `collapseSecondaryViewController(_:for:)` does.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool
    /// The secondary a classic split view shows once expanded; never asked here.
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The user began the swipe that shows the primary column; never here.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The user ended the swipe that shows the primary column; never here.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Keeps the proposed column.
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }

    /// Keeps the proposed display mode.
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}

    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}

    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}

    /// Does nothing.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}

    /// The automatic mode.
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }

    /// Leaves it to the split view.
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        false
    }

    /// Leaves it to the split view.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }

    /// Keeps the primary.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    /// Keeps the primary.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    /// Leaves it to the primary.
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        false
    }

    /// Leaves it to the primary.
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        nil
    }

    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}

    /// Does nothing.
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
