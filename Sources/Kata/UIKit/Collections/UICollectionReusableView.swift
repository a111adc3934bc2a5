import Foundation

/// A view a collection view reuses, such as a cell or a section header.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Called before the view is reused; the model makes a new view each time, so never.
    open func prepareForReuse() {}

    /// Creates a cell, header or footer of a registered class, through its `init(frame:)`, yours if
    /// you wrote one.
    ///
    /// Swift can only create an instance of a class known at run time through a `required`
    /// initializer. Subclasses inherit this one when they override `init(frame:)` and
    /// `init?(coder:)`, as views made in code do.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }
}
