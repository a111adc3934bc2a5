import Foundation

/// A view whose content can be larger than itself and scrolled; here, the base of table views.
///
/// The model has no scrolling: all of a scroll view's content is on screen, and the user finds
/// and taps it as anywhere else. The content offset and insets are kept and never change by
/// themselves.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The control shown when the user pulls the content down; kept, the user does not pull.
    open var refreshControl: UIRefreshControl?
    /// The point of the content shown at the view's top-left corner; kept, nothing scrolls.
    open var contentOffset: CGPoint = .zero
    /// The space added around the content; kept, never used for layout.
    open var contentInset: UIEdgeInsets = .zero
    /// The size of the content; kept, never used for layout.
    open var contentSize: CGSize = .zero
    /// Whether the user can scroll; kept, nothing scrolls.
    open var isScrollEnabled = true
    /// Whether a touch waits to see whether it scrolls before it reaches the content; kept.
    open var delaysContentTouches = true
    /// Whether the content bounces past its edges; kept, nothing scrolls.
    open var bounces = true
    /// Whether the content bounces vertically even when it fits; kept, nothing scrolls.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits; kept, nothing scrolls.
    open var alwaysBounceHorizontal = false

    /// Sets the content offset; kept, nothing scrolls or animates.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
