import Foundation

/// A collection view cell that looks like a list row, filled with a list content configuration.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// A list configuration with the default look and no content: fill in its text and set it as
    /// the cell's `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}
