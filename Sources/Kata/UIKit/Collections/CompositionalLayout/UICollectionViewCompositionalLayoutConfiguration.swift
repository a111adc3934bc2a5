import Foundation

/// What applies to every section of a compositional layout: its scroll direction and the space
/// between sections; the model keeps it.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// The layout's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a configuration that scrolls vertically with no space between sections.
    public override init() {
        super.init()
    }
}
