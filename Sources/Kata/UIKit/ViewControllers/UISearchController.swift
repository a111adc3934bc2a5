import Foundation

/// A controller that manages a search bar: set as a navigation item's `searchController`, its
/// bar is on screen with that item's controller, and each change the user types tells the
/// results updater, as on iOS.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The bar the user types the search into.
    public let searchBar = UISearchBar()
    /// The controller that shows the results, or `nil` when the searched screen shows them.
    public private(set) var searchResultsController: UIViewController?
    /// The object told when the search changes; held weakly, as in UIKit.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told when the search starts and ends; held weakly, as in UIKit.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the search is under way: true once the user types into the bar.
    open var isActive = false
    /// Whether the searched screen is dimmed while searching; kept, not drawn.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the searched screen is dimmed while searching, the older name; kept, not drawn.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching; kept, not drawn.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows its Cancel button while searching; kept, not drawn.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows; kept.
    open var showsSearchResultsController = false

    /// Creates a search controller whose results show in `searchResultsController`, or in the
    /// searched screen when it is `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            isActive = true
            searchResultsUpdater?.updateSearchResults(for: self)
        }, for: .editingChanged)
    }

    /// Creates a controller from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
