import Foundation

/// The smallest part of a compositional layout: one cell's size and insets. The model keeps it and
/// lays out nothing, so every cell is on screen whatever its size.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: size)
/// item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    /// The views attached to the item, such as badges.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// The space inside the item around its content.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// Creates an item of a size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of a size, with views attached to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}
