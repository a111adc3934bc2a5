import Foundation

/// The object told when a scroll view scrolls; the base of the table view's delegate.
///
/// The methods are optional, as in UIKit: each has a default that does nothing. The model never
/// scrolls, so it never calls them; they are here so delegates written for iOS compile.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called after the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called when the user starts dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the user lifts the finger after dragging the content.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the content stopped moving after the user's drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

// MARK: - Default implementations

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
