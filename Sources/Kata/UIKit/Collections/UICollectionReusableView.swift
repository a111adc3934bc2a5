import Foundation

/// A view a collection view reuses, such as a cell or a section header.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Called before the view is reused; the model makes a new view each time, so never.
    open func prepareForReuse() {}
}
