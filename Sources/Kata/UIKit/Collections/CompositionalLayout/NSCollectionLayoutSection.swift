import Foundation

/// A section of a compositional layout: a group repeated for the section's items, its spacing,
/// headers and scrolling. The model keeps it and lays out nothing.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.orthogonalScrollingBehavior = .groupPaging
/// section.interGroupSpacing = 8
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// The space inside the section around its groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the collection view's direction.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the section's headers and footers extend under its content insets.
    open var supplementariesFollowContentInsets = true

    /// Creates a section that repeats a group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
