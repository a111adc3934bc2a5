import Foundation

/// The content and styling of a view, such as a table view cell's, as a value.
///
/// A configuration makes the view that shows it (`makeContentView()`); a cell whose
/// `contentConfiguration` is set shows that view as its content view. UIKit's own is
/// ``UIListContentConfiguration``; write your own by conforming a value type, as on iOS.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Favorites"
/// cell.contentConfiguration = content
/// ```
public protocol UIContentConfiguration {
    /// Makes a new content view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration as it should look in a state, such as selected; the model never asks.
    func updated(for state: any UIConfigurationState) -> Self
}
