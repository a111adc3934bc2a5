import Foundation

/// What view controllers and presentation controllers share as containers of content: a
/// preferred size, and the calls that tell them of size changes. The model's screen never
/// changes size, so those calls never come.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the content would like; kept, nothing is laid out.
    var preferredContentSize: CGSize { get }
    /// Called before the container's size changes.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Called when a child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size a child gets within its parent.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
}
