import Foundation

/// The object a search controller tells each time the user changes the search.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search changed: read `searchController.searchBar.text` and show the results.
    func updateSearchResults(for searchController: UISearchController)
}
