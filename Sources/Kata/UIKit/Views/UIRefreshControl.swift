/// The control a scroll view shows when the user pulls its content down; the model's user does
/// not pull, so it only keeps whether it is refreshing.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether it shows that a refresh is under way.
    public private(set) var isRefreshing = false

    /// Creates a refresh control.
    public init() {
        super.init(frame: .zero)
    }

    /// Creates a control from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows that a refresh is under way.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Shows that the refresh is over.
    open func endRefreshing() {
        isRefreshing = false
    }
}
