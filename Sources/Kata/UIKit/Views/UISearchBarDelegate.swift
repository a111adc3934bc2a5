import Foundation

/// The object told about a search bar's text; every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// The text changed, as the user typed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The user tapped Search on the keyboard; the model has no keyboard.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped Cancel.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
