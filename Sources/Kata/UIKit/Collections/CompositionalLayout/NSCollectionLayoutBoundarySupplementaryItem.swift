import Foundation

/// A header or footer of a compositional layout's section; the model keeps its kind and place.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge of the section the view sits on.
    public let alignment: NSRectAlignment
    /// Whether the view stays on screen while its section scrolls.
    open var pinToVisibleBounds = false

    /// Creates a header or footer of a size and kind, on an edge of the section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
