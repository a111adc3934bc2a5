import Foundation

/// A view above or below a table's section, reused as cells are. The model shows sections' titles
/// and never asks for these views, so one shows only where your code adds it.
///
/// ```swift
/// tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was registered and dequeued with.
    public let reuseIdentifier: String?
    private let storedContentView = UIView()

    /// Creates a header or footer view for a reuse identifier.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view your content goes in.
    open var contentView: UIView {
        storedContentView
    }

    /// Called before the view is reused; the model makes a new view each time, so never.
    open func prepareForReuse() {}
}
