import Foundation

/// A bar the user types a search into: its field is a text field the user types into by its
/// placeholder, and the bar's delegate hears each change, as on iOS.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The field the user types into.
    public let searchTextField = UITextField()
    /// The object told about the search; held weakly, as in UIKit.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Whether the Cancel button shows; kept, not drawn.
    open var showsCancelButton = false
    /// The bar's style; kept, not drawn.
    open var searchBarStyle: Style = .default

    /// The search text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown while the field is empty, which the user finds the field by.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            delegate?.searchBar(self, textDidChange: text ?? "")
        }, for: .editingChanged)
    }

    /// Creates a search bar the size of nothing.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a bar from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A search bar's look.
    public enum Style: Int, Sendable {
        /// The default.
        case `default`
        /// Prominent.
        case prominent
        /// Minimal.
        case minimal
    }
}
