import Foundation

/// A view attached to a compositional layout's item, such as a badge; the model keeps its kind.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of view, as registered with the collection view.
    public let elementKind: String

    /// Creates an attached view of a size and kind.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
